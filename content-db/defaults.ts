// Default texts that the database, the API, the site and the admin share, written once. A value left
// blank or not sent falls back to these. (Migrations keep their own copies: they are history.)

/** The tooltip of the floating WhatsApp button. */
export const WHATSAPP_TOOLTIP = { en: 'Chat with us on WhatsApp', tr: "WhatsApp'ta bizimle sohbet edin" } as const;

/** The text of the home page's experience link button. */
export const EXPERIENCE_LINK_TEXT = { en: 'Explore', tr: 'Keşfet' } as const;
