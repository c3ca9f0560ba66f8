// Messages by code (issue 35): every answer keeps its English message (SPEC.md's text) and carries the
// message's stable code from the catalog (server/shared/messages.ts), with the values of a message that
// has any, so the Turkish admin translates the code instead of reading the English.
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../shared/messages.ts';
import { bearer, useTestApp } from '../test/helpers.ts';

const t = useTestApp();

describe('answers with a message', () => {
  it('a refusal: its English message and its code', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/99999', headers: bearer(t.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'User not found', code: 'user-not-found' });
  });

  it('a refusal with a value in it: the code and the value, the English message whole', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(t.token), payload: { phone: '9'.repeat(31) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Phone must be at most 30 characters',
      code: 'field-too-long',
      params: { label: 'Phone', limit: '30' },
    });
    expect(SERVER_MESSAGES['field-too-long']).toBe('{label} must be at most {limit} characters');
  });

  it('a refusal by the sign-in limit: the wait as a value, whatever the English says of it', async () => {
    let res;
    for (let i = 0; i < 12; i++) {
      res = await t.app.inject({ method: 'POST', url: '/v2/api/login', payload: { email: 'nobody@test.local', password: 'wrong-password-1' } });
      if (res.statusCode === 429) break;
    }
    expect(res!.statusCode).toBe(429);
    const body = res!.json() as { message: string; code: string; params: { seconds: string } };
    expect(body.code).toBe('sign-in-throttled');
    expect(body.message).toBe(`Too many failed sign-in attempts, retry in ${body.params.seconds} second${body.params.seconds === '1' ? '' : 's'}`);
  });

  it("a success whose schema has the envelope: its message's code", async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/company', headers: bearer(t.token), payload: { phone: '+90 462 326 19 98' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Company details saved successfully', code: 'company-details-saved-successfully' });
  });

  it('a message the catalog does not have goes out without a code', async () => {
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/users/abc', headers: bearer(t.token) });
    expect(bad.json()).toEqual({ success: false, message: 'Invalid id', code: 'invalid-id' });
    // Fastify's own refusal of a body that is not JSON: its message as Fastify words it, no code
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...bearer(t.token), 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; code?: string };
    expect(body.message.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('code');
  });
});
