// Pages (SPEC.md section 7 "Pages and menus"; API.md "Pages").
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';

export interface Page {
  id: number;
  page_name_en: string;
  page_name_tr: string;
  created_at: string;
}

export interface PageInput {
  page_name_en: string;
  page_name_tr: string;
}

const pagesKey = ['pages'] as const;

export function usePages() {
  return useQuery({
    queryKey: pagesKey,
    queryFn: async () => (await api.get<{ pages: Page[] }>('/v2/api/pages')).pages,
    meta: { failure: { failed: 'Failed to fetch pages', error: 'Error fetching pages' } },
  });
}

export function useSavePage(onSaved: () => void) {
  return useApiMutation<{ id?: number; input: PageInput }>({
    mutationFn: ({ id, input }) => (id ? api.put(`/v2/api/pages/${id}`, input) : api.post('/v2/api/pages', input)),
    success: (_r, { id }) => (id ? 'Page updated successfully' : 'Page created successfully'),
    failure: { failed: 'Failed to save page', error: 'Error saving page' },
    invalidate: [pagesKey],
    onSuccess: onSaved,
  });
}

/** Asks first; the pages table itself shows no delete button (SPEC.md "Pages"). */
export function useDeletePage() {
  const mutation = useApiMutation<number>({
    mutationFn: (id) => api.delete(`/v2/api/pages/${id}`),
    success: 'Page deleted successfully',
    failure: { failed: 'Failed to delete page', error: 'Error deleting page' },
    invalidate: [pagesKey],
  });
  return async (id: number) => {
    if (await confirmDelete('Are you sure you want to delete this page?')) await mutation.mutateAsync(id).catch(() => {});
  };
}
