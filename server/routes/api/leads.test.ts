// POST /api/leads in API.md's order (honeypot, proof, consent, fields), the per-address limit through
// TRUST_PROXY only, CORS for SITE_URL's origin, and the Leads screen's routes (list, state, CSV, delete).
// Proofs are solved for real with altcha-lib's solver; a proof "made 5 s ago" is a challenge signed with
// the server's key and an earlier creation time, instead of a wait.
import { sql } from 'kysely';
import { solveChallenge } from 'altcha-lib/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Lead } from '../../api-types.ts';
import { createLeadChallenge, proofKey } from '../../leads/proof.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';

const SITE = 'https://www.trabzon-insaat.example';

async function solvedProof(app: FastifyInstance, madeAgoMs = 5000): Promise<string> {
  const c = await createLeadChallenge(proofKey(app.config.jwtSecret), Date.now() - madeAgoMs);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const visitor = {
  name: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  email: 'ayse@example.com',
  message: 'Daire fiyatlarını öğrenmek istiyorum.',
  lang: 'tr',
  consent: true,
  website: '',
};

async function leadCount(app: FastifyInstance): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*) AS n FROM leads`.execute(app.db)).rows[0].n;
}

describe('POST /api/leads', () => {
  const t = useTestApp({ seed: true, env: { SITE_URL: SITE } });
  let projectId: number;
  beforeAll(async () => {
    const row = await t.app.liveDb.selectFrom('projects').select('id').where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    projectId = row.id;
  });
  // each send from another address: the per-address limit has tests of its own below
  let sent = 0;
  const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/leads', payload, headers, remoteAddress: `192.0.2.${++sent}` });

  it('a challenge is signed, expires in 10 minutes and carries its creation time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leads/challenge' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const params = new URLSearchParams(body.salt.split('?')[1]);
    // expires is in whole seconds
    const lifetime = Number(params.get('expires')) * 1000 - Number(params.get('created'));
    expect(lifetime).toBeGreaterThan(10 * 60 * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores a lead with a solved proof, the project and a normalised phone, and answers in the visitor language', async () => {
    const res = await send({ ...visitor, project_id: projectId, altcha: await solvedProof(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Teşekkürler, mesajınız alındı. En kısa sürede size dönüş yapacağız.' });
    const list = await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(t.token) });
    const [lead] = list.json().leads as Lead[];
    expect(lead).toMatchObject({
      name: 'Ayşe Yılmaz',
      phone: '+905321234567',
      email: 'ayse@example.com',
      lang: 'tr',
      state: 'new',
      project: { id: projectId },
    });
  });

  it('refuses in API.md order and stores nothing; a honeypot hit is told it worked', async () => {
    const before = await leadCount(t.app);
    const proof = await solvedProof(t.app);
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['honeypot', { ...visitor, website: 'http://spam.example', altcha: undefined }, 200, 'Teşekkürler'],
      ['no proof', { ...visitor }, 400, 'Form doğrulanamadı'],
      [
        'a forged proof',
        { ...visitor, altcha: Buffer.from('{"algorithm":"SHA-256","challenge":"x","number":1,"salt":"s","signature":"y"}').toString('base64') },
        400,
        'Form doğrulanamadı',
      ],
      // dated a minute ahead: a loaded machine's solving and sending cannot age it past 3 s
      ['a proof younger than 3 s', { ...visitor, altcha: await solvedProof(t.app, -60_000) }, 400, 'çok hızlı'],
      ['no consent', { ...visitor, consent: false, altcha: proof }, 400, 'KVKK'],
      ['a short name', { ...visitor, name: 'A', altcha: proof }, 400, 'adınızı'],
      ['a bad phone', { ...visitor, phone: '12345', altcha: proof }, 400, 'telefon'],
      ['a bad email', { ...visitor, email: 'not-an-address', altcha: proof }, 400, 'e-posta'],
      ['a long message', { ...visitor, message: 'x'.repeat(2001), altcha: proof }, 400, 'Mesaj'],
      ['an unknown project', { ...visitor, project_id: 987654, altcha: proof }, 400, 'proje'],
      ['in English', { ...visitor, lang: 'en', consent: undefined, altcha: proof }, 400, 'Please read the KVKK notice'],
    ];
    for (const [name, payload, status, text] of cases) {
      const res = await send(payload);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message, name).toContain(text);
    }
    expect(await leadCount(t.app)).toBe(before);
  });

  it('accepts Turkish and international phone formats', async () => {
    for (const [phone, stored] of [
      ['+90 532 123 4567', '+905321234567'],
      ['+44 20 7946 0958', '+442079460958'],
      ['(0462) 321-45-67', '+904623214567'],
    ]) {
      const res = await send({ ...visitor, phone, lang: 'en', altcha: await solvedProof(t.app) });
      expect(res.json().message, phone).toBe('Thank you, your message has been received. We will get back to you soon.');
      const row = await t.app.db
        .selectFrom('leads' as never)
        .select('phone' as never)
        .orderBy('id' as never, 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ phone: stored });
    }
  });

  it('a proof counts once: a replay is refused and stores nothing', async () => {
    const proof = await solvedProof(t.app);
    expect((await send({ ...visitor, altcha: proof })).statusCode).toBe(200);
    const before = await leadCount(t.app);
    const replay = await send({ ...visitor, altcha: proof });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Bu form zaten gönderildi. Lütfen sayfayı yenileyin.');
    expect(await leadCount(t.app)).toBe(before);
  });

  it('CORS: exactly SITE_URL origin, preflight included; another origin gets no allow-origin', async () => {
    const pre = await t.app.inject({ method: 'OPTIONS', url: '/api/leads', headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(SITE);
    expect(pre.headers['access-control-allow-headers']).toContain('content-type');
    const challenge = await t.app.inject({ method: 'GET', url: '/api/leads/challenge', headers: { origin: SITE } });
    expect(challenge.headers['access-control-allow-origin']).toBe(SITE);
    for (const origin of ['https://evil.example', `${SITE}.evil.example`, 'http://www.trabzon-insaat.example']) {
      const other = await t.app.inject({ method: 'OPTIONS', url: '/api/leads', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      const post = await send({ ...visitor, website: 'x' }, { origin });
      expect(post.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('at most 10 POSTs per 10 minutes per client address', () => {
  const bot = { ...visitor, website: 'filled' };
  const post = (app: FastifyInstance, remoteAddress: string, forwarded?: string) =>
    app.inject({ method: 'POST', url: '/api/leads', payload: bot, remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

  describe('without a trusted proxy', () => {
    const t = useTestApp({ signIn: false });
    it('the 11th is a 429 in the visitor language, whatever X-Forwarded-For says', async () => {
      for (let i = 0; i < 10; i++) expect((await post(t.app, '198.51.100.7', `203.0.113.${i}`)).statusCode).toBe(200);
      const refused = await post(t.app, '198.51.100.7', '203.0.113.99');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Çok fazla gönderim yapıldı. Lütfen daha sonra yeniden deneyin.');
      expect((await post(t.app, '198.51.100.8')).statusCode).toBe(200);
    });
  });

  describe('behind a trusted proxy', () => {
    const t = useTestApp({ signIn: false, env: { TRUST_PROXY: '127.0.0.1' } });
    it("keys on the proxy's X-Forwarded-For", async () => {
      for (let i = 0; i < 10; i++) expect((await post(t.app, '127.0.0.1', '203.0.113.5')).statusCode).toBe(200);
      expect((await post(t.app, '127.0.0.1', '203.0.113.5')).statusCode).toBe(429);
      expect((await post(t.app, '127.0.0.1', '203.0.113.6')).statusCode).toBe(200);
    });
  });
});

describe('the Leads screen routes', () => {
  const t = useTestApp({ seed: true });
  const auth = () => bearer(t.token);
  let id: number;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...visitor, name: '=HYPERLINK("http://x")', message: 'Şöyle "bir" ğüıİ mesaj\nikinci satır', altcha: await solvedProof(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    id = (await t.app.inject({ method: 'GET', url: '/api/leads', headers: auth() })).json().leads[0].id;
  });

  it('changes the state and note, and filters and searches the list', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${id}`,
      headers: auth(),
      payload: { state: 'contacted', note: 'Arandı, salı görüşülecek' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({ state: 'contacted', note: 'Arandı, salı görüşülecek' });
    const contacted = await t.app.inject({ method: 'GET', url: '/api/leads?status=contacted&limit=10', headers: auth() });
    expect(contacted.json()).toMatchObject({ total: 1, leads: [{ id }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/leads?status=new', headers: auth() })).json().leads).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads?q=SOYLE', headers: auth() })).json().leads.map((l: Lead) => l.id)).toEqual([id]);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/leads/${id}`, headers: auth(), payload: { state: 'won' } });
    expect(bad.statusCode).toBe(400);
  });

  it('exports CSV for Excel: BOM, CRLF, quoted fields, Turkish letters, formulas defused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leads.csv', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const [header, row] = text.split('\r\n');
    expect(header).toBe('"id","created_at","state","name","phone","email","message","project","lang","note"');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain('"Şöyle ""bir"" ğüıİ mesaj\nikinci satır"');
  });

  it('deletes a lead for good (KVKK), leaving no copy in the history', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/leads/${id}`, headers: auth() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/leads', headers: auth() })).json().leads).toEqual([]);
    const copies = await sql<{ n: number }>`SELECT count(*) AS n FROM revisions WHERE state LIKE '%HYPERLINK%'`.execute(t.app.db);
    expect(copies.rows[0].n).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/leads/${id}`, headers: auth() });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Lead not found');
  });

  it('the live copy holds no lead', async () => {
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM leads`.execute(t.app.liveDb)).rows[0].n).toBe(0);
  });
});
