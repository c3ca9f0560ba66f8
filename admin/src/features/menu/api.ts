// Menus (SPEC.md section 7 "Pages and menus"; API.md "Menus"). The builder reads every menu and
// every page in one call.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';

export interface MenuEntry {
  /** the linked page */
  id: number;
  name: string;
  name_tr: string;
  active: boolean;
  position: number;
  page_name?: string;
}

export interface Menu {
  id: number;
  title: string;
  is_primary: 0 | 1;
  data: { pages: MenuEntry[] };
  pageCount: number;
}

export interface PageOption {
  id: number;
  page_name_en: string;
  page_name_tr: string;
}

export interface MenuInput {
  title: string;
  is_primary: 0 | 1;
  data: { pages: MenuEntry[] };
}

const menusKey = ['menus-with-pages'] as const;

export function useMenusWithPages() {
  return useQuery({
    queryKey: menusKey,
    queryFn: () => api.get<{ menus: Menu[]; pages: PageOption[] }>('/v2/api/menu/with-pages'),
    meta: { failure: { failed: 'Failed to fetch menus', error: 'Error fetching menus' } },
  });
}

export function useSaveMenu(onSaved: (menu: Menu) => void) {
  return useApiMutation<{ id?: number; input: MenuInput }, { menu: Menu }>({
    mutationFn: ({ id, input }) => (id ? api.put<{ menu: Menu }>(`/v2/api/menu/${id}`, { ...input, id }) : api.post<{ menu: Menu }>('/v2/api/menu', input)),
    success: (_r, { id }) => (id ? 'Menu updated successfully' : 'Menu created successfully'),
    failure: { failed: 'Failed to save menu', error: 'Error saving menu' },
    invalidate: [menusKey],
    onSuccess: (r) => onSaved(r.menu),
  });
}
