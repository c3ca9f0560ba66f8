// Whether a text shows nothing, shared by the server's checks and the admin's forms (no Node imports:
// the admin bundles this file).

/**
 * Whether a text or HTML value shows nothing (tags and non-breaking spaces alone count as empty).
 * One pass over the string: `replace(/<[^>]*>/g, '')` rescans to the end from every unclosed '<',
 * quadratic on "<<<<...", which one long field made take minutes.
 */
export function isBlank(value: string): boolean {
  let i = 0;
  while (i < value.length) {
    const ch = value[i];
    if (ch === '<') {
      const close = value.indexOf('>', i + 1);
      if (close === -1) return false; // an unclosed '<' is text, as before
      i = close + 1;
    } else if (value.startsWith('&nbsp;', i)) i += 6;
    else if (ch.trim() === '')
      i++; // trim() knows every space, the non-breaking one included
    else return false;
  }
  return true;
}
