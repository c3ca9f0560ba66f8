// Requests as the server logs them. Some URLs carry a secret: the build hook's (POST
// /v2/api/build/hook/{secret}) and a private preview's token (/preview/<token>/..., which opens the
// preview to anyone who has it for an hour). A log is read by more people than these are meant for,
// and docs/editorial-workflow.md promises the preview token is kept on no disk: the segment is cut from every log line.
// Reset tokens, sign-in challenges and codes travel in bodies, which are not logged; the logger's
// `redact` paths (LOG_REDACT_PATHS) cut them anyway should a body or an object carrying one be logged.
import type { FastifyRequest } from 'fastify';

/** URL segments that are secrets: the segment right after each prefix. */
const SECRET_SEGMENT_AFTER = ['/build/hook/', '/preview/'];
/** query parameters whose value is never logged */
const SECRET_QUERY = /^(token|resettoken|reset_token|challenge|code|recoverycode|secret)$/i;

function cutSegmentAfter(url: string, prefix: string): string {
  const at = url.indexOf(prefix);
  if (at === -1) return url;
  const start = at + prefix.length;
  const end = url.slice(start).search(/[/?#]/);
  if (end === 0) return url;
  return `${url.slice(0, start)}[redacted]${end === -1 ? '' : url.slice(start + end)}`;
}

function cutSecretQuery(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const kept = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq === -1 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed escape: judged as written
      }
      return eq !== -1 && SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${kept}${hash === -1 ? '' : url.slice(hash)}`;
}

/** The URL with every secret segment and secret query value replaced by [redacted]. */
export function redactUrl(url: string): string {
  let out = url;
  for (const prefix of SECRET_SEGMENT_AFTER) out = cutSegmentAfter(out, prefix);
  return cutSecretQuery(out);
}

/** Fastify's `req` log serializer, with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino `redact` paths: fields that hold a secret, should an object carrying one ever be logged. */
export const LOG_REDACT_PATHS = [
  'resetToken',
  'token',
  'challenge',
  'recoveryCode',
  'password',
  '*.resetToken',
  '*.token',
  '*.challenge',
  '*.recoveryCode',
  '*.password',
  'req.headers.authorization',
];
