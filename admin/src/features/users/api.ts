// Users (SPEC.md section 7 "Settings": users; API.md /api/users). Messages go to the screen's alert.
import type { CrudSource } from '../../hooks/useCrud.ts';
import { api, formData } from '../../lib/api.ts';
import type { User } from '../../../../server/api-types.ts';
import type { Role } from '../../lib/roles.ts';

export interface UserInput {
  name: string;
  email: string;
  /** blank on edit keeps the current password */
  password: string;
  /** left out for the main administrator, who stays one */
  role: Role | undefined;
  profile_image: File | null;
}

/** The protected main administrator (SPEC.md section 6). */
export const MAIN_ADMIN_ID = 1;

const userBody = (input: UserInput) =>
  formData({
    name: input.name,
    email: input.email,
    password: input.password.trim() ? input.password : undefined,
    role: input.role,
    profile_image: input.profile_image,
  });

export const usersApi: CrudSource<User, UserInput> = {
  key: ['users'],
  list: async () => (await api.get<{ data: User[] }>('/api/users')).data,
  create: (input) => api.post('/api/users', userBody(input)),
  update: (id, input, version) => api.put(`/api/users/${id}`, userBody(input), { version }),
  remove: (id, version) => api.delete(`/api/users/${id}`, { version }),
};
