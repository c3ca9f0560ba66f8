// One link's check against a local HTTP server (never the internet): statuses, HEAD then GET, redirects
// followed and judged hop by hop, private addresses refused without a connection, a timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from './address-policy.ts';
import { checkUrl, type UrlCheckOptions } from './check-url.ts';
import { startLinkTestServer, type LinkTestServer } from '../test/link-server.ts';

let server: LinkTestServer;
let o: UrlCheckOptions;
beforeAll(async () => {
  server = await startLinkTestServer();
  o = { allow: parseAllowList(`127.0.0.1:${server.port}`)!, timeoutMs: 5000, userAgent: 'Mozilla/5.0 (compatible; test link checker)' };
});
afterAll(() => server.close());

const requestsFor = async (url: string, options = o) => {
  server.requests.length = 0;
  const verdict = await checkUrl(url, options);
  return { verdict, requests: [...server.requests] };
};

describe('checking one link', () => {
  it('a page that answers 200 is fine after one HEAD, sent with the polite User-Agent', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/ok`);
    expect(verdict).toEqual({ status: 200, error: null, broken: false });
    expect(requests).toEqual(['HEAD /ok']);
    expect(server.userAgent).toBe('Mozilla/5.0 (compatible; test link checker)');
  });

  it('a 404 is broken, and GET is tried after the HEAD answered it', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/missing`);
    expect(verdict).toEqual({ status: 404, error: null, broken: true });
    expect(requests).toEqual(['HEAD /missing', 'GET /missing']);
  });

  it('a server that refuses HEAD (405) is asked with GET', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/no-head`);
    expect(verdict).toEqual({ status: 200, error: null, broken: false });
    expect(requests).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('follows a redirect to where it leads', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/moved`);
    expect(verdict).toEqual({ status: 200, error: null, broken: false });
    expect(requests).toEqual(['HEAD /moved', 'HEAD /ok']);
  });

  it('refuses a redirect to a private address or the metadata address, without connecting, and does not call it broken', async () => {
    for (const [path, address] of [
      ['/to-private', '10.0.0.1'],
      ['/to-metadata', '169.254.169.254'],
    ]) {
      // a long timeout: had the checker tried to connect to the private address, the test would run out of time
      const { verdict, requests } = await requestsFor(`${server.origin}${path}`, { ...o, timeoutMs: 60_000 });
      expect(verdict).toEqual({ status: null, error: `Not checked: it redirects to a private, loopback or link-local address (${address})`, broken: false });
      expect(requests).toEqual([`HEAD ${path}`]);
    }
  });

  it('refuses private, loopback and link-local addresses that LINK_CHECK_ALLOW does not name, after DNS too', async () => {
    const cases: Array<[string, string]> = [
      // another port of the same address: the allowance names host and port
      [`http://127.0.0.1:${server.port + 1}/`, '127.0.0.1'],
      // a name that resolves to loopback: judged by its address
      [`http://localhost:${server.port}/ok`, ''],
      ['http://[::1]/', '::1'],
      ['http://[::ffff:10.0.0.1]/', '::ffff:a00:1'],
      ['http://192.168.1.1/', '192.168.1.1'],
      ['http://0.0.0.0/', '0.0.0.0'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ];
    for (const [url, address] of cases) {
      const { verdict, requests } = await requestsFor(url);
      expect(verdict.status, url).toBeNull();
      expect(verdict.broken, url).toBe(false);
      expect(verdict.error, url).toMatch(/^Not checked: a private, loopback or link-local address \(.+\)$/);
      if (address) expect(verdict.error).toContain(`(${address})`);
      expect(requests, url).toEqual([]);
    }
  });

  it('a server that never answers is broken after the timeout', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/slow`, { ...o, timeoutMs: 300 });
    expect(verdict).toEqual({ status: null, error: 'No answer in time (0.3 s)', broken: true });
    expect(requests).toEqual(['HEAD /slow', 'GET /slow']);
  });

  it('a redirect loop ends after 5 redirects', async () => {
    const { verdict, requests } = await requestsFor(`${server.origin}/loop`);
    expect(verdict).toEqual({ status: null, error: 'Too many redirects (5)', broken: true });
    expect(requests.filter((r) => r.startsWith('HEAD'))).toHaveLength(6);
  });

  it('a closed port is a refused connection, broken', async () => {
    const closed = await checkUrl(`http://127.0.0.1:${server.port + 1}/`, { ...o, allow: parseAllowList(`127.0.0.1:${server.port + 1}`)! });
    expect(closed).toEqual({ status: null, error: 'Connection refused', broken: true });
  });
});
