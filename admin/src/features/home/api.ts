// Home content (SPEC.md section 7 "Home content"; API.md /api/banners, /api/design-sections,
// /api/home-exp-role): the hero banner and the design section (at most one of each), and the link.
import type { DesignSection, ExperienceLink, HomeBanner } from '../../../../server/api-types.ts';
import type { CrudSource, CrudTexts } from '../../hooks/useCrud.ts';
import { api, failureTexts, formData } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';
import { BANNER_TEXTS, DESIGN_SECTION_TEXTS, type ThingTexts } from '../../lib/thingTexts.ts';

export type { DesignSection, ExperienceLink, HomeBanner };

/** The texts and image of a banner or design section. */
export interface HomeSectionInput {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  /** required on create; null keeps the current image */
  image: File | null;
}

/** What the two tabs differ in: their collection, image field and SPEC.md texts. */
export interface HomeSectionKind<T extends HomeBanner | DesignSection> {
  source: CrudSource<T, HomeSectionInput>;
  imageOf: (item: T) => string | null;
  texts: CrudTexts;
  /** what one item is called in names and headings */
  thing: ThingTexts;
  /** the table's caption and its text when empty */
  caption: string;
  emptyText: string;
  /** its content type in the history (issue 14) */
  historyType: string;
  imageRequired: string;
}

const source = <T extends { id: number }>(path: string, listKey: string, fileField: string): CrudSource<T, HomeSectionInput> => {
  const body = ({ image, ...texts }: HomeSectionInput) => formData({ ...texts, [fileField]: image });
  return {
    key: ['home', path],
    list: async () => (await api.get<Record<string, T[]>>(`/api/${path}`))[listKey],
    create: (input) => api.post(`/api/${path}`, body(input)),
    update: (id, input, version) => api.put(`/api/${path}/${id}`, body(input), { version }),
    toggle: (item) => api.put(`/api/${path}/${item.id}/toggle-status`),
  };
};

export const HOME_BANNERS: HomeSectionKind<HomeBanner> = {
  source: source<HomeBanner>('banners', 'banners', 'banner_image'),
  imageOf: (b) => b.banner_image,
  thing: BANNER_TEXTS,
  caption: msg('Banners'),
  emptyText: msg('No banners found'),
  historyType: 'home_banner',
  imageRequired: msg('Please upload a banner image'),
  texts: {
    loadFailure: failureTexts(msg('Failed to fetch banners')),
    created: msg('Banner added successfully'),
    updated: msg('Banner updated successfully'),
    saveFailure: { failed: msg('Failed to save banner'), error: msg('Error saving banner') },
    toggled: msg('Banner status updated successfully'),
    toggleFailure: { failed: msg('Failed to update banner status'), error: msg('Error updating banner status') },
  },
};

export const DESIGN_SECTIONS: HomeSectionKind<DesignSection> = {
  source: source<DesignSection>('design-sections', 'sections', 'image'),
  imageOf: (s) => s.image,
  thing: DESIGN_SECTION_TEXTS,
  caption: msg('Design Sections'),
  emptyText: msg('No design sections found'),
  historyType: 'design_section',
  imageRequired: msg('Please upload an image'),
  texts: {
    loadFailure: failureTexts(msg('Failed to fetch design sections')),
    created: msg('Section added successfully'),
    updated: msg('Section updated successfully'),
    saveFailure: failureTexts(msg('Failed to save section')),
    toggleFailure: failureTexts(msg('Failed to update section status')),
  },
};

export interface ExperienceLinkInput {
  link: string;
  text_en: string;
  text_tr: string;
  tab: 0 | 1;
  status: 0 | 1;
}

export const EXPERIENCE_KEY = ['home', 'experience-link'] as const;
export const getExperienceLink = async () => (await api.get<{ data: ExperienceLink | null }>('/api/home-exp-role')).data;
export const saveExperienceLink = (input: ExperienceLinkInput) => api.post<{ data: ExperienceLink }>('/api/home-exp-role', input);
