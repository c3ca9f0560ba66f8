// The calls of a REST collection of the API as a CrudSource (hooks/useCrud.ts): read the list from one
// key of an answer, POST to create, PUT {path}/{id} to update, PATCH {path}/{id}/toggle-status to flip
// the status, DELETE {path}/{id}. Most collections of API.md follow this pattern; a feature's api.ts
// states only its paths and body.
import type { QueryKey } from '@tanstack/react-query';
import type { CrudSource } from '../hooks/useCrud.ts';
import { api, formData } from './api.ts';

type FormValue = string | number | boolean | Blob | null | undefined;

interface RestCollection {
  key: QueryKey;
  /** the collection's path, e.g. '/v2/api/projects' */
  path: string;
  /** where the list is read, when not `path` (a parent's children: '/v2/api/details/project/7') */
  listPath?: string;
  /** the answer's key that holds the list, e.g. 'projects' */
  listKey: string;
  /** how an input is sent: 'multipart' (default, files allowed) or 'json' */
  body?: 'multipart' | 'json';
  /** fields sent with every write (a child's parent id) */
  extra?: Record<string, string | number>;
  /** the method of {path}/{id}/toggle-status: 'patch' (default, /v2/api) or 'put' (the older /api routes) */
  toggleMethod?: 'patch' | 'put';
}

export function restSource<T extends { id: number }, I extends object>(c: RestCollection): CrudSource<T, I> {
  const send = (input: I) => {
    const fields = { ...input, ...c.extra };
    return c.body === 'json' ? fields : formData(fields as Record<string, FormValue>);
  };
  return {
    key: c.key,
    list: async () => (await api.get<Record<string, T[]>>(c.listPath ?? c.path))[c.listKey],
    create: (input) => api.post(c.path, send(input)),
    update: (id, input, version) => api.put(`${c.path}/${id}`, send(input), { version }),
    toggle: (item) => (c.toggleMethod === 'put' ? api.put : api.patch)(`${c.path}/${item.id}/toggle-status`),
    remove: (id, version) => api.delete(`${c.path}/${id}`, { version }),
  };
}
