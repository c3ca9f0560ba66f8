// The demo database after migration 0019: every upload is a file of the library and its URL answers.
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp({ seed: true });

describe('the media library of the demo site', () => {
  it('lists every upload once, and every listed URL answers', async () => {
    const rows = await t.app.db.selectFrom('media_files').select(['id', 'path']).execute();
    expect(rows.length).toBeGreaterThan(10);
    const res = await t.app.inject({ method: 'GET', url: '/v2/api/media?limit=200', headers: bearer(t.token) });
    expect(res.json().total).toBe(rows.length);
    for (const r of rows) expect((await t.app.inject({ method: 'GET', url: r.path })).statusCode, r.path).toBe(200);
    const used = (await t.app.inject({ method: 'GET', url: '/v2/api/media?used=true&limit=1', headers: bearer(t.token) })).json();
    expect(used.total).toBeGreaterThan(0);
  });
});
