// Users (SPEC.md section 7 "Settings": users; API.md /api/users). Messages go to the screen's alert.
import { useQuery } from '@tanstack/react-query';
import { api, formData } from '../../lib/api.ts';
import { useApiMutation, type Reporter } from '../../lib/mutations.ts';

export interface User {
  id: number;
  name: string;
  email: string;
  profile_image: string | null;
  created_at: string;
}

export interface UserInput {
  name: string;
  email: string;
  /** blank on edit keeps the current password */
  password: string;
  profile_image: File | null;
}

/** The protected main administrator (SPEC.md section 6). */
export const MAIN_ADMIN_ID = 1;
export const USERS_LOAD_FAILURE = { failed: 'Failed to load users', error: 'Error fetching users. Please try again later.' };

const usersKey = ['users'] as const;

export function useUsers() {
  return useQuery({ queryKey: usersKey, queryFn: async () => (await api.get<{ data: User[] }>('/api/users')).data });
}

export function useSaveUser(report: Reporter, onSaved: (user: User, id?: number) => void) {
  return useApiMutation<{ id?: number; input: UserInput }, { data: User }>({
    mutationFn: ({ id, input }) => {
      const body = formData({
        name: input.name,
        email: input.email,
        password: input.password.trim() ? input.password : undefined,
        profile_image: input.profile_image,
      });
      return id ? api.put<{ data: User }>(`/api/users/${id}`, body) : api.post<{ data: User }>('/api/users', body);
    },
    success: (_r, { id }) => (id ? 'User updated successfully!' : 'User created successfully!'),
    failure: { failed: 'Failed to save user', error: 'Error saving user. Please try again later.' },
    invalidate: [usersKey],
    report,
    onSuccess: (r, { id }) => onSaved(r.data, id),
  });
}

export function useDeleteUser(report: Reporter, onDeleted: (id: number) => void) {
  return useApiMutation<number>({
    mutationFn: (id) => api.delete(`/api/users/${id}`),
    success: 'User deleted successfully!',
    failure: { failed: 'Failed to delete user', error: 'Error deleting user. Please try again later.' },
    invalidate: [usersKey],
    report,
    onSuccess: (_r, id) => onDeleted(id),
  });
}
