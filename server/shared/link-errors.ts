// What a link check may store as a link's error, shared by the checker (check-url.ts) and the admin's
// Site Health screen, which translates each (a detail may follow in parentheses: an address, a code).
// Plain data with no import: the admin's bundle reads it.
export const LINK_ERRORS = {
  privateAddress: 'Not checked: a private, loopback or link-local address',
  redirectPrivate: 'Not checked: it redirects to a private, loopback or link-local address',
  notWeb: 'Not checked: not an http or https address',
  noHost: 'The host name does not resolve',
  timeout: 'No answer in time',
  refused: 'Connection refused',
  reset: 'Connection reset',
  unreachable: 'Host unreachable',
  certificate: 'The certificate is not valid',
  tooManyRedirects: 'Too many redirects',
  failed: 'The request failed',
} as const;

/** A stored error as its message and its detail ("No answer in time (10 s)": the message, "10 s"). */
export function splitLinkError(error: string): { message: string; detail: string | null } {
  const match = /^(.*?) \((.*)\)$/s.exec(error);
  return match ? { message: match[1]!, detail: match[2]! } : { message: error, detail: null };
}
