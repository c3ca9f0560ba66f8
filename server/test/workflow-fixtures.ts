// Steps of the editorial workflow tests (issue 20): JSON calls with the admin's token, pages made in
// review mode, and what the live copy holds (what visitors get once it is built).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './helpers.ts';

export interface Workflow {
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** sets the publishing mode */
  mode(mode: 'instant' | 'review'): Promise<void>;
  /** a page made through the API; in review mode an unpublished change */
  page(name: string): Promise<{ id: number; ref: { type: 'page'; item_id: number } }>;
  /** the labels of GET /v2/api/changes, newest first */
  changeLabels(): Promise<string[]>;
  publish(body: object): Promise<LightMyRequestResponse>;
  /** a row of the live copy's table, or undefined */
  live(table: 'pages' | 'projects', id: number): Promise<Record<string, unknown> | undefined>;
}

export function workflow(t: { readonly app: FastifyInstance; readonly token: string }): Workflow {
  const w: Workflow = {
    call: (method, url, payload) => t.app.inject({ method, url, headers: bearer(t.token), ...(payload ? { payload } : {}) }),
    async mode(mode) {
      const res = await w.call('PUT', '/v2/api/publishing', { mode });
      expect(res.statusCode, res.body).toBe(200);
    },
    async page(name) {
      const res = await w.call('POST', '/v2/api/pages', { page_name_en: name, page_name_tr: `${name} TR` });
      expect(res.statusCode, res.body).toBe(200);
      const id = res.json().page.id as number;
      return { id, ref: { type: 'page', item_id: id } };
    },
    async changeLabels() {
      const res = await w.call('GET', '/v2/api/changes');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().changes as Array<{ label: string }>).map((c) => c.label);
    },
    publish: (body) => w.call('POST', '/v2/api/changes/publish', body),
    live: async (table, id) =>
      (await t.app.liveDb.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Record<string, unknown> | undefined,
  };
  return w;
}

/** An ISO time `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
