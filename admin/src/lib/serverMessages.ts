// The server's messages that carry a value ("Not a valid email address: x", a 429's wait): no catalog
// entry can hold each of them whole, so each is a pattern here, read into a catalog key with
// {placeholders}. t() falls back to these for a text without an entry of its own, so they show in
// Turkish wherever the admin shows a server message (alerts through failureText, toasts through notify).
// Only the messages that the admin's screens can receive are listed; the server writes them in
// server/mail/lead-recipients.ts, server/routes/v2/{auth,password,schedule,preview}.ts,
// server/lib/field-errors.ts, server/routes/api/{contact,show-projects}.ts, server/workflow/changed-items.ts.
import { msg, t } from './i18n.ts';

interface PatternedMessage {
  /** named groups give the key's placeholders */
  pattern: RegExp;
  key: string;
  /** placeholders whose values are catalog texts themselves (a field's label, a state) */
  texts?: readonly string[];
  /** the values the server may send for those, as catalog keys (so each has its Turkish) */
  values?: readonly string[];
}

let table: readonly PatternedMessage[] | undefined;

// Built on first use, not at load: i18n.ts imports this module, and msg is not there yet at that time.
function patterns(): readonly PatternedMessage[] {
  table ??= [
    { pattern: /^Not a valid email address: (?<address>.*)$/s, key: msg('Not a valid email address: {address}') },
    {
      pattern: /^Too many failed sign-in attempts, retry in (?<seconds>\d+) seconds?$/,
      key: msg('Too many failed sign-in attempts, retry in {seconds} seconds'),
    },
    { pattern: /^Too many attempts, retry in (?<seconds>\d+) seconds?$/, key: msg('Too many attempts, retry in {seconds} seconds') },
    { pattern: /^The KVKK notice may be at most (?<limit>\d+) characters$/, key: msg('The KVKK notice may be at most {limit} characters') },
    { pattern: /^(?<label>.+) must be at most (?<limit>\d+) characters$/, key: msg('{label} must be at most {limit} characters'), texts: ['label'] },
    { pattern: /^Selected projects do not exist: (?<ids>[\d, ]+)$/, key: msg('Selected projects do not exist: {ids}') },
    {
      pattern: /^This scheduled publishing has already run \((?<state>\w+)\) and cannot be cancelled$/,
      key: msg('This scheduled publishing has already run ({state}) and cannot be cancelled'),
      texts: ['state'],
      // content-db/schema.ts ScheduleState: a waiting one can be cancelled, a cancelled one is not found
      values: [msg('done'), msg('failed')],
    },
    { pattern: /^(?<label>.+) has no unpublished changes$/s, key: msg('{label} has no unpublished changes') },
    { pattern: /^The preview could not be built: (?<reason>.*)$/s, key: msg('The preview could not be built: {reason}') },
  ];
  return table;
}

/** The catalog key of a patterned server message and its values, or null when `text` is none of them. */
export function patternedMessage(text: string): { key: string; vars: Record<string, string> } | null {
  for (const { pattern, key, texts = [] } of patterns()) {
    const groups = pattern.exec(text)?.groups;
    if (!groups) continue;
    const vars = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, texts.includes(name) ? t(value) : value]));
    return { key, vars };
  }
  return null;
}
