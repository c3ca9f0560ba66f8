// One outgoing link's check: HEAD, then GET when HEAD fails or answers 400 and more (many servers
// refuse HEAD: 405, 501, or a plain 404); redirects followed by hand, at most 5; every request limited
// to `timeoutMs`. Before each request (the first and every redirect's) the host is resolved and every
// address it has is judged (address-policy.ts); the request then connects to the address that was
// judged (a lookup that answers only it), so a DNS answer that changes between the check and the
// connection (rebinding) cannot move it to another address. The body is never read.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isAllowed, isForbiddenAddress, type AllowEntry } from './address-policy.ts';
import { LINK_ERRORS } from '../shared/link-errors.ts';

export interface UrlCheckOptions {
  allow: readonly AllowEntry[];
  timeoutMs: number;
  userAgent: string;
  /** stops every request under way (the server is closing) */
  signal?: AbortSignal;
}

export interface UrlVerdict {
  /** the last answer's HTTP status; null when there was none */
  status: number | null;
  /** why there is no usable answer, or why the URL was not checked */
  error: string | null;
  /** a real failure or a status of 400 and more; a URL not checked (a private address) is not broken */
  broken: boolean;
}

export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Hop = { kind: 'answer'; status: number } | { kind: 'refused'; error: string } | { kind: 'failed'; error: string; dns?: boolean };

const withDetail = (message: string, detail: string) => `${message} (${detail})`;

/** The host's addresses, or why it has none. */
async function addressesOf(hostname: string): Promise<{ addresses: dns.LookupAddress[] } | { error: string }> {
  const literal = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const family = net.isIP(literal);
  if (family) return { addresses: [{ address: literal, family }] };
  try {
    const addresses = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return addresses.length ? { addresses } : { error: withDetail(LINK_ERRORS.noHost, hostname) };
  } catch (err) {
    return { error: withDetail(LINK_ERRORS.noHost, (err as NodeJS.ErrnoException).code ?? hostname) };
  }
}

function failure(err: unknown, timeoutMs: number): string {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  if (code === 'LINK_CHECK_TIMEOUT') return withDetail(LINK_ERRORS.timeout, `${timeoutMs / 1000} s`);
  if (code === 'ECONNREFUSED') return LINK_ERRORS.refused;
  if (code === 'ECONNRESET' || code === 'EPIPE') return LINK_ERRORS.reset;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return LINK_ERRORS.unreachable;
  if (/CERT|SELF_SIGNED|ALTNAME/.test(code)) return withDetail(LINK_ERRORS.certificate, code);
  return withDetail(LINK_ERRORS.failed, code || (err instanceof Error ? err.message.slice(0, 200) : 'unknown'));
}

/** One request to the judged address; the status and Location of its answer. */
function request(url: URL, method: 'HEAD' | 'GET', target: dns.LookupAddress, o: UrlCheckOptions): Promise<{ status: number; location: string | null }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        // the name as written: the Host header and TLS's server name and certificate check use it
        hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { 'user-agent': o.userAgent, accept: '*/*' },
        agent: false,
        // the address judged above, whatever DNS would answer now
        lookup: (_host, options, callback) => {
          if ((options as dns.LookupOptions).all) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, [target]);
          else (callback as (e: null, a: string, f: number) => void)(null, target.address, target.family);
        },
      },
      (res) => {
        clearTimeout(timer);
        const location = res.headers.location ?? null;
        // the status is all a check needs: the body is not downloaded
        res.destroy();
        req.destroy();
        resolve({ status: res.statusCode ?? 0, location });
      },
    );
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { code: 'LINK_CHECK_TIMEOUT' })), o.timeoutMs);
    const abort = () => req.destroy(Object.assign(new Error('stopped'), { code: 'LINK_CHECK_STOPPED' }));
    o.signal?.addEventListener('abort', abort, { once: true });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.on('close', () => o.signal?.removeEventListener('abort', abort));
    req.end();
  });
}

/** Follows one method's redirects from `start`, judging each hop's addresses before connecting. */
async function follow(start: URL, method: 'HEAD' | 'GET', o: UrlCheckOptions): Promise<Hop> {
  let url = start;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused', error: withDetail(LINK_ERRORS.notWeb, url.protocol) };
    const found = await addressesOf(url.hostname);
    if ('error' in found) return { kind: 'failed', error: found.error, dns: true };
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const bad = found.addresses.find((a) => isForbiddenAddress(a.address));
    if (bad && !isAllowed(o.allow, url.hostname, port)) {
      return { kind: 'refused', error: withDetail(hop === 0 ? LINK_ERRORS.privateAddress : LINK_ERRORS.redirectPrivate, bad.address) };
    }
    let answer: { status: number; location: string | null };
    try {
      answer = await request(url, method, found.addresses[0]!, o);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'LINK_CHECK_STOPPED') throw err;
      return { kind: 'failed', error: failure(err, o.timeoutMs) };
    }
    if (!REDIRECTS.has(answer.status) || answer.location === null) return { kind: 'answer', status: answer.status };
    if (hop === MAX_REDIRECTS) return { kind: 'failed', error: withDetail(LINK_ERRORS.tooManyRedirects, String(MAX_REDIRECTS)) };
    try {
      url = new URL(answer.location, url);
    } catch {
      return { kind: 'failed', error: withDetail(LINK_ERRORS.failed, 'bad Location') };
    }
  }
}

/** Checks one http(s) URL. Throws only when `signal` stopped it. */
export async function checkUrl(raw: string, o: UrlCheckOptions): Promise<UrlVerdict> {
  const url = new URL(raw);
  let last: Hop = { kind: 'failed', error: LINK_ERRORS.failed };
  for (const method of ['HEAD', 'GET'] as const) {
    last = await follow(url, method, o);
    if (last.kind === 'refused') return { status: null, error: last.error, broken: false };
    // a name that does not resolve will not resolve for GET either
    if (last.kind === 'failed' && last.dns) break;
    if (last.kind === 'answer' && last.status < 400) break;
  }
  if (last.kind === 'answer') return { status: last.status, error: null, broken: last.status >= 400 };
  return { status: null, error: last.kind === 'failed' ? last.error : LINK_ERRORS.failed, broken: true };
}
