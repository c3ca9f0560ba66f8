// /api/company: public read, token-guarded save, clear 400s that change nothing, documented in OpenAPI.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../../content-db/seed/company.ts';
import { useTestApp } from '../../test/helpers.ts';
import { sender } from '../../test/api-fixtures.ts';
import { COMPANY_LIMITS } from '../../schemas/company.ts';
import { COMPANY_MESSAGES } from './company.ts';

const t = useTestApp();
const send = sender(t);

const NEW_COMPANY = {
  name_en: 'Doğu İnşaat',
  name_tr: 'Doğu İnşaat A.Ş.',
  description_en: 'Builders in Rize since 1975.',
  description_tr: "1975'ten beri Rize'de inşaat.",
  phone: '+90 (464) 217-00-00',
  email: 'iletisim@dogu-insaat.com.tr',
  address_en: 'Cumhuriyet Cad. 12, Rize, Türkiye',
  address_tr: 'Cumhuriyet Cad. 12, Rize',
};

const read = async () => (await send('GET', '/api/company', { anonymous: true })).json().data;

describe('/api/company', () => {
  it("answers the demo company's details to anyone before a save", async () => {
    const res = await send('GET', '/api/company', { anonymous: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: 1, ...DEMO_COMPANY } });
  });

  it('needs a token to save', async () => {
    const res = await send('PUT', '/api/company', { json: NEW_COMPANY, anonymous: true });
    expect(res.statusCode).toBe(401);
    expect(await read()).toMatchObject(DEMO_COMPANY);
  });

  it('saves every field, trimmed, and republishes; a field not sent keeps its value', async () => {
    const before = t.publishRequests.length;
    const res = await send('PUT', '/api/company', { json: { ...NEW_COMPANY, name_en: `  ${NEW_COMPANY.name_en}  ` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: COMPANY_MESSAGES.saved, data: NEW_COMPANY });
    expect(await read()).toMatchObject(NEW_COMPANY);
    expect(t.publishRequests.length).toBeGreaterThan(before);

    // blank phone and email mean "none"; the rest stays as saved
    const partial = await send('PUT', '/api/company', { json: { phone: '', email: '' } });
    expect(partial.statusCode).toBe(200);
    expect(await read()).toMatchObject({ ...NEW_COMPANY, phone: '', email: '' });
    await send('PUT', '/api/company', { json: NEW_COMPANY });
  });

  it('refuses a blank name, a bad phone or email, and text over its limit with a message naming the field', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name_en: '   ' }, COMPANY_MESSAGES.nameRequired],
      [{ name_tr: '' }, COMPANY_MESSAGES.nameRequired],
      [{ phone: 'call us' }, COMPANY_MESSAGES.phone],
      [{ phone: '12 34' }, COMPANY_MESSAGES.phone],
      [{ phone: '90+462' }, COMPANY_MESSAGES.phone],
      [{ phone: '+90 462 326 19 98 12 34 56' }, COMPANY_MESSAGES.phone],
      [{ email: 'info@' }, COMPANY_MESSAGES.email],
      [{ email: 'info example.com' }, COMPANY_MESSAGES.email],
      [{ email: 'info@localhost' }, COMPANY_MESSAGES.email],
      [{ email: 'a@b@example.com' }, COMPANY_MESSAGES.email],
      [{ name_en: 'x'.repeat(COMPANY_LIMITS.name + 1) }, `Company Name (EN) must be at most ${COMPANY_LIMITS.name} characters`],
      [{ name_tr: 'x'.repeat(COMPANY_LIMITS.name + 1) }, `Company Name (TR) must be at most ${COMPANY_LIMITS.name} characters`],
      [{ description_tr: 'x'.repeat(COMPANY_LIMITS.description + 1) }, `Short Description (TR) must be at most ${COMPANY_LIMITS.description} characters`],
      [{ phone: '1'.repeat(COMPANY_LIMITS.phone + 1) }, `Phone must be at most ${COMPANY_LIMITS.phone} characters`],
      [{ email: `${'a'.repeat(COMPANY_LIMITS.email)}@x.tr` }, `Email must be at most ${COMPANY_LIMITS.email} characters`],
      [{ address_en: 'x'.repeat(COMPANY_LIMITS.address + 1) }, `Address (EN) must be at most ${COMPANY_LIMITS.address} characters`],
      [{ phone: { number: '904623261998' } }, 'Phone must be text'],
    ];
    for (const [body, message] of refusals) {
      const res = await send('PUT', '/api/company', { json: { ...NEW_COMPANY, ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    // every refusal left the record as it was
    expect(await read()).toMatchObject(NEW_COMPANY);
  });

  it('accepts the usual ways of writing a phone number', async () => {
    for (const phone of ['904623261998', '+90 462 326 19 98', '0462 326 19 98', '+90 (462) 326-19-98', '0462/326.19.98']) {
      const res = await send('PUT', '/api/company', { json: { phone } });
      expect(res.statusCode, phone).toBe(200);
    }
  });

  it('is documented in OpenAPI with a limit on every text', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = doc.paths['/api/company'];
    expect(Object.keys(ops).sort()).toEqual(['get', 'put']);
    const body = ops.put.requestBody.content['application/json'].schema;
    const props = Object.entries(body.properties as Record<string, { type: string; maxLength?: number }>);
    expect(props.map(([name]) => name).sort()).toEqual(Object.keys(DEMO_COMPANY).sort());
    for (const [name, schema] of props) expect(schema.maxLength, name).toBeGreaterThan(0);
  });
});
