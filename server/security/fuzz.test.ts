// A bounded fuzz of every route of the OpenAPI document (issue 12): malformed JSON, wrong types, huge
// and negative ids, very long strings, broken multipart streams and encoded path traversal, with and
// without a token. Asserted: no 5xx, the server still answers /api/health, no answer carries a secret,
// and a refused request (4xx) writes nothing (every table and the upload folder are compared before
// and after). Deterministic: a seeded generator picks the cases, so a failure repeats.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../../content-db/open.ts';
import { SitePublisher } from '../publish/site-publisher.ts';
import { fakeBuilder } from '../test/fake-builder.ts';
import { createTestApp, login, makeImage, type TestApp } from '../test/helpers.ts';

/** cases per route and per token state (with and without a token) */
const CASES_PER_ROUTE = 6;
const SEED = 12;

interface Prop {
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
}

interface Operation {
  method: string;
  path: string;
  params: string[];
  bodyProps: Record<string, Prop>;
  multipart: boolean;
}

interface Case {
  name: string;
  /** sent on every run, with a token (the others are sampled, half with a token) */
  always?: boolean;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

/** mulberry32: small, seeded, the same numbers on every run */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const BAD_IDS = ['-1', '0', '99999999999999999999999', '1e309', 'NaN', '1.5', '0x10', '١', ' 1', '9007199254740993'];
const TRAVERSAL = [
  '%2e%2e%2f%2e%2e%2fsecrets.json',
  '%252e%252e%252fsecrets.json',
  '..%5c..%5csecrets.json',
  '..\\..\\secrets.json',
  'a%00b',
  '%00',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%c0%ae%c0%ae%2f',
  '%ff',
];
const LONG = 'x'.repeat(100_000);

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = ((op.parameters as Array<{ in: string; name: string }>) ?? []).filter((x) => x.in === 'path').map((x) => x.name);
      const content = (op.requestBody as { content?: Record<string, { schema?: { properties?: Record<string, Prop> } }> })?.content ?? {};
      const schema = content['multipart/form-data']?.schema ?? content['application/json']?.schema;
      out.push({ method: method.toUpperCase(), path: p, params, bodyProps: schema?.properties ?? {}, multipart: 'multipart/form-data' in content });
    }
  }
  return out;
}

const fill = (p: string, value: (name: string) => string) => p.replace(/\{(\w+)\}/g, (_m, name: string) => value(name));

/** Every case that applies to an operation. */
function casesOf(op: Operation, png: Buffer, bomb: Buffer, cutJpeg: Buffer): Case[] {
  const url = fill(op.path, () => '1');
  const cases: Case[] = [];
  for (const id of op.params.length ? BAD_IDS : []) cases.push({ name: `id ${id}`, url: fill(op.path, () => encodeURIComponent(id)) });
  for (const t of op.params.length ? TRAVERSAL : []) cases.push({ name: `traversal ${t}`, url: fill(op.path, () => t) });
  if (op.params.length) cases.push({ name: 'long id', url: fill(op.path, () => LONG.slice(0, 5000)) });
  cases.push({ name: 'odd query', url: `${url}?page=-1&limit=99999999999999&id=%00&lang=${LONG.slice(0, 3000)}&status[]=x` });
  if (op.method === 'GET' || op.method === 'DELETE') return cases;

  const json = (name: string, body: unknown): Case => ({ name, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const props = Object.keys(op.bodyProps);
  const all = (v: unknown) => Object.fromEntries(props.map((k) => [k, v]));
  cases.push({ name: 'malformed JSON', url, headers: { 'content-type': 'application/json' }, payload: '{"a": [1, 2,' });
  cases.push({ name: 'JSON with a BOM and trailing garbage', url, headers: { 'content-type': 'application/json' }, payload: '\ufeff{}}}' });
  cases.push({ name: 'JSON of another content type', url, headers: { 'content-type': 'text/plain' }, payload: '{}' });
  cases.push(json('array body', [1, 2, 3]));
  cases.push(json('null body', null));
  cases.push(json('string body', 'x'));
  cases.push(json('objects everywhere', all({ $gt: '' })));
  cases.push(json('arrays everywhere', all([[1], { a: 1 }])));
  cases.push(json('numbers everywhere', all(-1e308)));
  cases.push(json('booleans everywhere', all(true)));
  cases.push(json('long strings everywhere', all(LONG)));
  cases.push(json('__proto__', JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}')));
  cases.push(json('traversal in every text', all('../../../secrets.json')));
  cases.push(json('control characters', all('\u0000\u0001\ud800\u202e')));

  const boundary = 'fuzzBoundary7';
  const mp = (payload: string | Buffer, type = `multipart/form-data; boundary=${boundary}`) => ({ headers: { 'content-type': type }, payload });
  const filePart = (name: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
    ]);
  const fileField = Object.entries(op.bodyProps).find(([, s]) => s.format === 'binary')?.[0] ?? 'image';
  cases.push({ name: 'multipart cut inside a file', url, ...mp(filePart(fileField).subarray(0, 200)) });
  cases.push({ name: 'multipart without its closing boundary', url, ...mp(Buffer.concat([filePart(fileField), Buffer.from('\r\n')])) });
  cases.push({ name: 'multipart without a boundary', url, ...mp('--x\r\n\r\n', 'multipart/form-data') });
  cases.push({ name: 'multipart with another boundary', url, ...mp(`--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--\r\n`) });
  cases.push({ name: 'multipart part without a name', url, ...mp(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nb\r\n--${boundary}--\r\n`) });
  cases.push({
    name: 'multipart headers of 100 kB',
    url,
    ...mp(`--${boundary}\r\nContent-Disposition: form-data; name="${LONG}"\r\n\r\nb\r\n--${boundary}--\r\n`),
  });
  const damaged = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 0x41), png.subarray(-12)]); // a PNG whose pixels are gone
  cases.push({
    name: 'multipart with a damaged image',
    url,
    ...mp(
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="d.png"\r\n\r\n`),
        damaged,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    ),
  });
  // a form that passes the field checks, so the file reaches the image decoder: one broken thing at a time
  const valid = (file: Buffer, extra: Record<string, string> = {}) => {
    const texts = Object.entries(op.bodyProps)
      .filter(([, sch]) => sch.format !== 'binary')
      .map(([k, sch]) => [k, extra[k] ?? (sch.enum ? String(sch.enum[0]) : sch.pattern ? '1' : `Fuzz ${k}`)]);
    const files = Object.entries(op.bodyProps)
      .filter(([, sch]) => sch.format === 'binary')
      .map(([k]) => k);
    return Buffer.concat([
      ...texts.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      ...files.flatMap((k) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`),
        file,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
  };
  if (op.multipart && Object.values(op.bodyProps).some((sch) => sch.format === 'binary')) {
    cases.push({ name: 'valid form, damaged image', always: true, url, ...mp(valid(damaged)) });
    cases.push({ name: 'valid form, decompression bomb', always: true, url, ...mp(valid(bomb)) });
    cases.push({ name: 'valid form, image cut in half', always: true, url, ...mp(valid(png.subarray(0, png.length >> 1))) });
    cases.push({ name: 'valid form, JPEG cut after its header', always: true, url, ...mp(valid(cutJpeg)) });
    const jsonFields = Object.keys(op.bodyProps).filter((k) => /data|indices|ids|order|items|cards/i.test(k));
    if (jsonFields.length)
      cases.push({ name: 'valid form, broken JSON fields', always: true, url, ...mp(valid(png, Object.fromEntries(jsonFields.map((k) => [k, '{"a": [1,'])))) });
  }
  cases.push({
    name: 'multipart wrong types',
    url,
    ...mp(props.map((k) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n{"$gt":[-1]}\r\n`).join('') + `--${boundary}--\r\n`),
  });
  return cases;
}

// link_check_state: the weekly link check's plan, written by its timer when the server becomes ready
// (server/health/plugin.ts), not by a request.
const UNCOMPARED = new Set(['publish_log', 'sqlite_sequence', 'link_check_state']);

/** Every row of every content table and every upload (name and size), as one string. */
function dump(dataDir: string): string {
  const db = new Database(databaseFile(dataDir), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
    // Left out: the publish log, written by the publisher when a build queued by an earlier accepted
    // write ends, and SQLite's counters (history's bookkeeping table gets one on its first use; a real
    // write shows in its own table anyway).
    const rows = tables.filter(({ name }) => !UNCOMPARED.has(name)).map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]);
    const uploads = path.join(dataDir, 'uploads');
    const files = fs.existsSync(uploads)
      ? fs
          .readdirSync(uploads, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => `${path.join(d.parentPath, d.name)}:${fs.statSync(path.join(d.parentPath, d.name)).size}`)
          .sort()
      : [];
    return JSON.stringify({ rows, files });
  } finally {
    db.close();
  }
}

/** The tables (or 'uploads') that differ between two dumps. */
function changed(before: string, after: string): string {
  const a = JSON.parse(before) as { rows: Array<[string, unknown]>; files: string[] };
  const b = JSON.parse(after) as { rows: Array<[string, unknown]>; files: string[] };
  const names = b.rows.filter(([name, rows]) => JSON.stringify(a.rows.find(([n]) => n === name)?.[1]) !== JSON.stringify(rows)).map(([name]) => name);
  return [...names, ...(JSON.stringify(a.files) !== JSON.stringify(b.files) ? ['uploads'] : [])].join(', ');
}

let t: TestApp;
let publisher: SitePublisher;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-fuzz-dist-'));
  publisher = new SitePublisher({ distDir, builder: fakeBuilder().builder, debounceMs: 10 });
  t = await createTestApp({ publisher, env: { DIST_DIR: distDir } });
  await publisher.whenSettled();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers no 5xx, stays up, leaks no secret and writes nothing for a refused request', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(150);
    const png = (await makeImage('png', 20, 20)).content;
    // a JPEG whose header is whole and whose pixels stop at 60%: only a decoder finds out
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const cutJpeg = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    // a PNG header claiming 50,000 × 50,000 pixels, with one real row
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const secrets = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    const next = random(SEED);
    let token = await login(t.app);
    let sent = 0;
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    let before = dump(t.dataDir);

    // the site's own paths too: the static handlers see the same traversal
    const staticCases: Case[] = ['/uploads/', '/admin/', '/', '/en/', '/_astro/'].flatMap((prefix) =>
      TRAVERSAL.map((x) => ({ name: `static ${prefix}${x}`, url: `${prefix}${x}` })),
    );
    const plan: Array<{ op: Operation | null; c: Case }> = staticCases.map((c) => ({ op: null, c }));
    for (const op of ops) {
      const all = casesOf(op, png, bomb, cutJpeg);
      for (const c of all.filter((x) => x.always)) plan.push({ op, c });
      const sampled = all.filter((x) => !x.always);
      for (let i = 0; i < CASES_PER_ROUTE * 2 && sampled.length; i++) plan.push({ op, c: sampled.splice(Math.floor(next() * sampled.length), 1)[0] });
    }

    for (const [i, { op, c }] of plan.entries()) {
      const withToken = c.always || i % 2 === 0; // the sampled cases alternate: half with a token, half without
      const method = (op?.method ?? 'GET') as 'GET';
      const res = await t.app.inject({
        method,
        url: c.url,
        headers: { ...(withToken ? { authorization: `Bearer ${token}` } : {}), ...c.headers },
        payload: c.payload,
      });
      sent++;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const label = `${method} ${op?.path ?? ''} [${c.name}]${withToken ? ' +token' : ''}`;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      for (const [key, value] of Object.entries(secrets))
        if (typeof value === 'string' && res.body.includes(value)) failures.push(`${label}: answer carries ${key}`);
      if (method !== 'GET') {
        if (res.statusCode < 300) await publisher.whenSettled(); // an accepted write may queue a build
        const after = dump(t.dataDir);
        if (res.statusCode >= 400 && after !== before) failures.push(`${label}: ${res.statusCode} but ${changed(before, after)} changed`);
        before = after;
      }
      // an accepted request may end the session (logout, a new password): sign in again
      if (
        withToken &&
        res.statusCode < 300 &&
        (await t.app.inject({ method: 'GET', url: '/v2/api/verify', headers: { authorization: `Bearer ${token}` } })).statusCode !== 200
      ) {
        token = await login(t.app);
        before = dump(t.dataDir);
      }
    }
    console.log(`fuzz: ${sent} cases on ${ops.length} routes, ${failures.length} failures; answers ${JSON.stringify(statuses)}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    expect(sent).toBeLessThan(5000);
  }, 600_000);
});
