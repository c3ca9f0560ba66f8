// Site settings (SPEC.md section 7 "Settings"; API.md /api/settings, /api/site-logo, /api/favicon,
// /api/whatsapp; /api/company of issue 8). Statuses and tabs are 1/0.
import { api, formData } from '../../lib/api.ts';
import type { Company, Favicon, Instagram, Logo, WhatsApp, WhatsAppDefaults } from '../../../../server/api-types.ts';

export type InstagramInput = Pick<Instagram, 'instagram_link' | 'tab' | 'status'>;
export type WhatsAppInput = Pick<WhatsApp, 'phone_number' | 'tooltip_text' | 'tooltip_text_tr' | 'tab' | 'status'> & { icon: File | null };

/** Reads a collection; its answer may hold one object where the collection has a single row. */
async function listOf<T>(path: string): Promise<T[]> {
  const { data } = await api.get<{ data: T[] | T | null }>(path);
  return Array.isArray(data) ? data : data ? [data] : [];
}

export const instagramApi = {
  key: ['settings', 'instagram'] as const,
  list: () => listOf<Instagram>('/api/settings'),
  create: (input: InstagramInput) => api.post('/api/settings', input),
  update: (id: number, input: InstagramInput, version?: string) => api.put(`/api/settings/${id}`, input, { version }),
  toggle: (item: Instagram) => api.put(`/api/settings/toggle/${item.id}`),
  remove: (id: number, version?: string) => api.delete(`/api/settings/${id}`, { version }),
};

const whatsappBody = (input: WhatsAppInput) => formData({ ...input, icon: input.icon });

export const whatsappApi = {
  key: ['settings', 'whatsapp'] as const,
  list: () => listOf<WhatsApp>('/api/whatsapp'),
  create: (input: WhatsAppInput) => api.post('/api/whatsapp', whatsappBody(input)),
  update: (id: number, input: WhatsAppInput, version?: string) => api.put(`/api/whatsapp/${id}`, whatsappBody(input), { version }),
  toggle: (item: WhatsApp) => api.put(`/api/whatsapp/${item.id}/toggle-status`),
  remove: (id: number, version?: string) => api.delete(`/api/whatsapp/${id}`, { version }),
  defaultsKey: ['settings', 'whatsapp', 'defaults'] as const,
  /** the tooltips a blank field gets, as the server answers them with the list */
  defaults: async () => (await api.get<{ defaults: WhatsAppDefaults }>('/api/whatsapp')).defaults,
};

/** The logo and favicon collections: one image per row, replaced through its file field. */
export interface ImageSettingApi<T> {
  /** "logo" or "favicon": the file field, and the word of the tab's texts and labels */
  thing: string;
  key: readonly string[];
  list: () => Promise<T[]>;
  /** uploads a new image for a row (from its `version`: If-Match), or a first row when id is undefined */
  upload: (file: File, id?: number, version?: string) => Promise<unknown>;
  pathOf: (item: T) => string;
}

function imageSettingApi<T>(path: string, thing: string, pathOf: (item: T) => string): ImageSettingApi<T> {
  return {
    thing,
    key: ['settings', path],
    list: () => listOf<T>(`/api/${path}`),
    upload: (file, id, version) => {
      const body = formData({ [thing]: file });
      return id ? api.put(`/api/${path}/${id}`, body, { version }) : api.post(`/api/${path}`, body);
    },
    pathOf,
  };
}

export const logoApi = imageSettingApi<Logo>('site-logo', 'logo', (l) => l.logo_path);
export const faviconApi = imageSettingApi<Favicon>('favicon', 'favicon', (f) => f.favicon_path);

/** The company's own identity: one record, read by anyone, saved whole. */
export type CompanyInput = Omit<Company, 'id' | 'created_at' | 'updated_at'>;

export const companyApi = {
  key: ['settings', 'company'] as const,
  get: async () => (await api.get<{ data: Company }>('/api/company')).data,
  /** `version`: the version the form was loaded from (If-Match) */
  save: (input: CompanyInput, version?: string) => api.put<{ data: Company }>('/api/company', input, { version }),
};
