import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();

describe('/api/health', () => {
  it('answers ok once the database answers, with or without a token', async () => {
    for (const headers of [{}, bearer(t.token)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, status: 'ok' });
    }
  });
});
