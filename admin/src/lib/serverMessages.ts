// The server's messages that carry a value ("Not a valid email address: x", a 429's wait): no catalog
// entry can hold each of them whole, so each is a pattern here, read into a catalog key with
// {placeholders}. t() falls back to these for a text without an entry of its own, so they show in
// Turkish wherever the admin shows a server message (alerts through failureText, toasts through notify).
// Only the messages that the admin's screens can receive are listed; the server writes them in
// server/mail/lead-recipients.ts, server/routes/v2/{auth,password,schedule,preview}.ts,
// server/lib/field-errors.ts, server/routes/api/{contact,show-projects}.ts, server/workflow/changed-items.ts,
// content-db/warnings.ts.
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
    // the warnings of a change (content-db/warnings.ts)
    { pattern: /^The link (?<href>.*) leads to no page$/s, key: msg('The link {href} leads to no page') },
    { pattern: /^A heading jumps from level (?<from>\d) to level (?<to>\d)$/, key: msg('A heading jumps from level {from} to level {to}') },
    {
      pattern: /^The image (?<path>\S+) has no alt text in (?<languages>English and Turkish|English|Turkish)$/,
      key: msg('The image {path} has no alt text in {languages}'),
      texts: ['languages'],
      values: [msg('English and Turkish'), msg('English'), msg('Turkish')],
    },
    { pattern: /^The image (?<path>\S+) is (?<kb>\d+) KB \(over (?<limit>\d+) KB\)$/, key: msg('The image {path} is {kb} KB (over {limit} KB)') },
    { pattern: /^(?<field>.+): the English text is missing$/s, key: msg('{field}: the English text is missing') },
    { pattern: /^(?<field>.+): the Turkish text is missing$/s, key: msg('{field}: the Turkish text is missing') },
    { pattern: /^(?<field>.+): the English and Turkish texts are the same$/s, key: msg('{field}: the English and Turkish texts are the same') },
    {
      pattern: /^The (?<language>English|Turkish) title is (?<length>\d+) characters \(at most (?<max>\d+)\)$/,
      key: msg('The {language} title is {length} characters (at most {max})'),
      texts: ['language'],
    },
    {
      pattern: /^The (?<language>English|Turkish) description is (?<length>\d+) characters \((?<min>\d+) to (?<max>\d+)\)$/,
      key: msg('The {language} description is {length} characters ({min} to {max})'),
      texts: ['language'],
    },
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
