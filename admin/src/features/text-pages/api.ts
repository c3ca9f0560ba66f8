// Text pages (API.md "Text pages"): free pages in both languages at /<slug_tr>/ and /en/<slug_en>/,
// sent as JSON; every update, status switch and delete names the version the screen showed (If-Match).
import type { TextPage } from '../../../../server/api-types.ts';
import type { CrudSource, CrudTexts } from '../../hooks/useCrud.ts';
import { versionOf } from '../../hooks/useCrudMerge.ts';
import { api, failureTexts } from '../../lib/api.ts';
import { isOn } from '../../lib/flags.ts';
import { msg } from '../../lib/i18n.ts';

export type { TextPage };

/** The history's content type of a text page (content-db/history/content-types.ts). */
export const TEXT_PAGE_TYPE = 'text_page';

export type TextPageInput = Pick<TextPage, 'title_en' | 'title_tr' | 'slug_en' | 'slug_tr' | 'body_en' | 'body_tr' | 'status'>;

const PATH = '/v2/api/text-pages';

export const textPagesApi: CrudSource<TextPage, TextPageInput> = {
  key: ['text-pages'],
  list: async () => (await api.get<{ textPages: TextPage[] }>(PATH)).textPages,
  create: (input) => api.post(PATH, input),
  update: (id, input, version) => api.put(`${PATH}/${id}`, input, { version }),
  // the page has no toggle route: its status is saved like any field, from the version the list shows
  toggle: (page) => api.put(`${PATH}/${page.id}`, { status: isOn(page.status) ? 'inactive' : 'active' }, { version: versionOf(page) }),
  remove: (id, version) => api.delete(`${PATH}/${id}`, { version }),
};

/** One text page by id (a history or search link to a page the list does not hold yet). */
export const getTextPage = async (id: number) => (await api.get<{ textPage: TextPage }>(`${PATH}/${id}`)).textPage;

/** The site's addresses of a page (the Turkish one has no language prefix, SPEC.md "Languages and URLs"). */
export const textPageAddress = { tr: (slug: string) => `/${slug}/`, en: (slug: string) => `/en/${slug}/` };

export const TEXT_PAGE_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch text pages'), error: msg('Error fetching text pages') },
  // the server's own words for a save and a delete
  created: msg('Page saved'),
  updated: msg('Page saved'),
  saveFailure: { failed: msg('Failed to save the text page'), error: msg('Error saving the text page') },
  toggleFailure: failureTexts(msg('Failed to update the text page status')),
  deleted: msg('Page deleted'),
  deleteFailure: failureTexts(msg('Failed to delete the text page')),
  confirmDelete: msg('Are you sure you want to delete this text page?'),
};
