// Menus (SPEC.md section 7 "Pages and menus"; API.md "Menus"). The builder reads every menu and
// every page in one call.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import type { Menu, MenuEntry as AnsweredEntry, Page } from '../../../../server/api-types.ts';
import { msg } from '../../lib/i18n.ts';

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

export function useSaveMenu(onSaved: (menu: Menu) => void) {
  return useApiMutation<{ id?: number; input: MenuInput }, { menu: Menu }>({
    mutationFn: ({ id, input }) => (id ? api.put<{ menu: Menu }>(`/v2/api/menu/${id}`, { ...input, id }) : api.post<{ menu: Menu }>('/v2/api/menu', input)),
    success: (_r, { id }) => (id ? msg('Menu updated successfully') : msg('Menu created successfully')),
    failure: { failed: msg('Failed to save menu'), error: msg('Error saving menu') },
    invalidate: [menusKey],
    onSuccess: (r) => onSaved(r.menu),
  });
}
