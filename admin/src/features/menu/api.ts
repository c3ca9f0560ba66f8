// Menus (SPEC.md section 7 "Pages and menus"; API.md "Menus"). The builder reads every menu and
// every page in one call.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import type { Menu, MenuEntry as AnsweredEntry, Page } from '../../../../server/api-types.ts';
import { msg } from '../../lib/i18n.ts';
import type { CrudMerge, MergedUpdate } from '../../hooks/useCrudMerge.ts';

/** An entry as the builder edits and sends it; the server adds the labels to show. */
export type MenuEntry = Pick<AnsweredEntry, 'id' | 'name' | 'name_tr' | 'active' | 'position'> & Partial<Pick<AnsweredEntry, 'page_name'>>;

/** A page the builder may link */
export type PageOption = Pick<Page, 'id' | 'page_name_en' | 'page_name_tr'>;

export interface MenuInput extends Pick<Menu, 'title' | 'is_primary'> {
  data: { pages: MenuEntry[] };
}

const menusKey = ['menus-with-pages'] as const;

export function useMenusWithPages() {
  return useQuery({
    queryKey: menusKey,
    queryFn: () => api.get<{ menus: Menu[]; pages: Page[] }>('/v2/api/menu/with-pages'),
    meta: { failure: { failed: msg('Failed to fetch menus'), error: msg('Error fetching menus') } },
  });
}

/** A menu as the builder's input holds it: its entries without the labels the server adds. */
export const menuInputOf = (menu: Menu): MenuInput => ({
  title: menu.title,
  is_primary: menu.is_primary,
  data: {
    pages: [...menu.data.pages]
      .sort((a, b) => a.position - b.position)
      .map(({ id, name, name_tr, active, position }) => ({ id, name, name_tr, active, position })),
  },
});

/**
 * Saves a menu; an update names the version the builder was loaded with (If-Match) and is merged on a
 * 412 (useCrudMerge, given the menu's input shape), a field both changed waiting for the user's choice.
 */
export function useSaveMenu(merging: CrudMerge, onSaved: (menu: Menu) => void) {
  return useApiMutation<{ id?: number; input: MenuInput }, MergedUpdate<{ menu: Menu }>>({
    mutationFn: async ({ id, input }) =>
      id
        ? merging.update(input, (merged, version) => api.put<{ menu: Menu }>(`/v2/api/menu/${id}`, { ...(merged as MenuInput), id }, { version }))
        : { answer: await api.post<{ menu: Menu }>('/v2/api/menu', input), open: [], taken: [], met: false },
    success: (r, { id }) => (r.open.length ? null : id ? msg('Menu updated successfully') : msg('Menu created successfully')),
    failure: { failed: msg('Failed to save menu'), error: msg('Error saving menu') },
    invalidate: [menusKey],
    onSuccess: (r) => onSaved(r.answer.menu),
  });
}
