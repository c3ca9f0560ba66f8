// The lead form's limits (API.md "Secrets", "Site search and leads"): the POST's per-address limit is
// judged before its body is read, a body over 16 KB is a 413, the challenge GET is limited too, and the
// proof-of-work difficulty is a setting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_PROOF_MAX_NUMBER } from '../leads/proof.ts';
import { LEAD_BODY_LIMIT } from '../routes/api/leads.ts';
import { useTestApp } from '../test/helpers.ts';

const bot = { name: 'x', phone: '0532 123 45 67', lang: 'tr', consent: true, website: 'filled' };

describe('POST /api/leads', () => {
  const t = useTestApp({ signIn: false });
  const post = (remoteAddress: string, payload: string | object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/leads', remoteAddress, payload, headers: { 'content-type': 'application/json', ...headers } });

  it('refuses a client over its limit before reading the body: a broken or huge body is a 429, not a 400 or a 413', async () => {
    for (let i = 0; i < 10; i++) expect((await post('198.51.100.20', bot)).statusCode).toBe(200);
    // judged after parsing, these were a 400 (bad JSON) and a 413: the server had read and parsed them
    const broken = await post('198.51.100.20', '{"name": ');
    expect(broken.statusCode).toBe(429);
    const huge = await post('198.51.100.20', JSON.stringify({ ...bot, message: 'x'.repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(429);
    expect(huge.json()).toMatchObject({ success: false, message: 'Çok fazla gönderim yapıldı. Lütfen daha sonra yeniden deneyin.' });
    // the browser's language, as the body is not read
    const english = await post('198.51.100.20', bot, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toMatch(/^Too many/);
  });

  it('answers a body over 16 KB with a 413 and the envelope, and takes one just under', async () => {
    /** the bot's body, padded with a message to exactly `size` bytes */
    const padding = (size: number) => JSON.stringify({ ...bot, message: 'x'.repeat(size - JSON.stringify({ ...bot, message: '' }).length) });
    const under = padding(LEAD_BODY_LIMIT);
    expect(Buffer.byteLength(under)).toBe(LEAD_BODY_LIMIT);
    expect((await post('198.51.100.30', under)).statusCode).toBe(200);
    const over = padding(LEAD_BODY_LIMIT + 1);
    const res = await post('198.51.100.31', over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/leads/challenge', () => {
  const t = useTestApp({ signIn: false, env: { LEAD_PROOF_MAXNUMBER: '2000' } });
  const get = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/leads/challenge', remoteAddress });

  it('is limited per client address: the 31st within a minute is a 429, another address is served', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await get('198.51.100.40')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await get('198.51.100.41')).statusCode).toBe(200);
  });

  it('makes challenges of the configured difficulty', async () => {
    expect((await get('198.51.100.42')).json().maxnumber).toBe(2000);
  });
});

describe('LEAD_PROOF_MAXNUMBER', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-proof-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to about half a second of a phone, and refuses nonsense', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).leadProofMaxNumber).toBe(DEFAULT_PROOF_MAX_NUMBER);
    expect(DEFAULT_PROOF_MAX_NUMBER).toBe(50_000);
    for (const bad of ['abc', '10', '-5', '1e9']) expect(() => loadConfig({ DATA_DIR: dataDir, LEAD_PROOF_MAXNUMBER: bad })).toThrow(/LEAD_PROOF_MAXNUMBER/);
  });
});
