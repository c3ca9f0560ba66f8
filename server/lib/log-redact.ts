// Requests as the server logs them: the build hook's secret is part of its URL
// (POST /v2/api/build/hook/{secret}), and a log is read by more people than the secret is meant for.
import type { FastifyRequest } from 'fastify';

/** The URL with the build hook's secret segment replaced by [redacted]. */
export function redactUrl(url: string): string {
  const at = url.indexOf('/build/hook/');
  if (at === -1) return url;
  const start = at + '/build/hook/'.length;
  const end = url.slice(start).search(/[/?#]/);
  return `${url.slice(0, start)}[redacted]${end === -1 ? '' : url.slice(start + end)}`;
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
