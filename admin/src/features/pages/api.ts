// Pages (SPEC.md section 7 "Pages and menus"; API.md "Pages").
import type { CrudSource, CrudTexts } from '../../hooks/useCrud.ts';
import { api } from '../../lib/api.ts';
import type { Page } from '../../../../server/api-types.ts';
import { msg } from '../../lib/i18n.ts';

export type PageInput = Pick<Page, 'page_name_en' | 'page_name_tr'>;

export const pagesApi: CrudSource<Page, PageInput> = {
  key: ['pages'],
  list: async () => (await api.get<{ pages: Page[] }>('/v2/api/pages')).pages,
  create: (input) => api.post('/v2/api/pages', input),
  update: (id, input, version) => api.put(`/v2/api/pages/${id}`, input, { version }),
  remove: (id, version) => api.delete(`/v2/api/pages/${id}`, { version }),
};

/** One page by id (the working copy with a token): a link to a page on another page of the list. */
export const getPage = async (id: number) => (await api.get<{ page: Page }>(`/v2/api/pages/${id}`)).page;

/** SPEC.md section 8 (toasts). The pages table itself shows no delete button (SPEC.md "Pages"). */
export const PAGE_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch pages'), error: msg('Error fetching pages') },
  created: msg('Page created successfully'),
  updated: msg('Page updated successfully'),
  saveFailure: { failed: msg('Failed to save page'), error: msg('Error saving page') },
  deleted: msg('Page deleted successfully'),
  deleteFailure: { failed: msg('Failed to delete page'), error: msg('Error deleting page') },
  confirmDelete: msg('Are you sure you want to delete this page?'),
};
