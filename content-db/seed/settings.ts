// Demo navigation and site settings: the primary and footer menus, Instagram and WhatsApp.
// (The logo and favicon are drawn in images.ts.)

export interface MenuPageEntry {
  id: number;
  name: string;
  name_tr: string;
  active: boolean;
  position: number;
}

/** The navigation, by page id (1-7, STANDARD_PAGES); page names are filled in from the pages. */
export const MENUS = [
  { title: 'Main Menu', is_primary: 1 as const, pageIds: [1, 2, 3, 4, 5, 6, 7] },
  { title: 'Footer', is_primary: 0 as const, pageIds: [2, 3, 5, 6, 7] },
];

export const INSTAGRAM = { instagram_link: 'https://www.instagram.com/karadenizyapi/', tab: 1 as const, status: 1 as const };

/** Trabzon landline with country code, no plus or spaces (SPEC.md); tooltips keep the schema defaults. */
export const WHATSAPP = { phone_number: '904623261998', tab: 1 as const, status: 1 as const };
