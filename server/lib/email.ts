// SPEC.md's email rule (no spaces, one @, a dot in the domain) without a regular expression: the
// pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically on "a@....@" and froze the server on
// a long field. This reads the string once.

/** No whitespace, exactly one @ with text on both sides, and a dot inside the domain (not first or last). */
export function isEmailAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}
