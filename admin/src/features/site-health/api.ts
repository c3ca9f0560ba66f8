// Outgoing links (issue 34 item 3): the last check of the live site's external links, and a check now.
import { api, type Envelope } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';
import type { LinkHealthAnswer } from '../../../../server/api-types.ts';
import type { LINK_ERRORS } from '../../../../server/shared/link-errors.ts';

export const siteHealthApi = {
  linksKey: ['health', 'links'] as const,
  links: () => api.get<LinkHealthAnswer>('/v2/api/health/links'),
  check: () => api.post<Envelope & { running: boolean }>('/v2/api/health/links/check'),
};

/** The server's texts of these calls, as catalog keys (shown translated). */
export const SITE_HEALTH_SERVER_TEXTS = [msg('Checking the links'), msg('Nothing is published yet')];

/** Each error a check may store (server/health/link-errors.ts), as a catalog key: LinkRow shows it translated. */
export const LINK_ERROR_TEXTS: Record<keyof typeof LINK_ERRORS, string> = {
  privateAddress: msg('Not checked: a private, loopback or link-local address'),
  redirectPrivate: msg('Not checked: it redirects to a private, loopback or link-local address'),
  notWeb: msg('Not checked: not an http or https address'),
  noHost: msg('The host name does not resolve'),
  timeout: msg('No answer in time'),
  refused: msg('Connection refused'),
  reset: msg('Connection reset'),
  unreachable: msg('Host unreachable'),
  certificate: msg('The certificate is not valid'),
  tooManyRedirects: msg('Too many redirects'),
  failed: msg('The request failed'),
};
