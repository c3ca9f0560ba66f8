// The fixed messages the server answers with (its `message`), as the admin's catalog test reads them:
// the admin shows them as they come (a toast, an alert), translated where they show, so each needs a
// Turkish text like the admin's own. Patterned messages (with a value in them) are not literals and are
// left to their own catalog.
import fs from 'node:fs';
import path from 'node:path';

export const SERVER = path.resolve(import.meta.dirname, '..', '..', 'server');

const TEXT = String.raw`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\x60((?:[^\x60\\$]|\\.)*)\x60`;

/** A message in an answer, a thrown HttpError, or a route's table of messages. */
const MESSAGE = new RegExp(
  String.raw`(?:\b(?:message|added|created|updated|deleted|toggled|status|imageRequired|listed)\s*:\s*|\b(?:badRequest|conflict|unauthorized|tooLarge|unsupportedType)\(\s*|\bnew (?:HttpError|ResetRefused)\(\s*\d+\s*,\s*)(?:${TEXT})`,
  'g',
);
/** The thing a 404 names: notFound('Menu'), found(row, 'Menu') and a route table's thing: 'Menu'. */
const NOT_FOUND = new RegExp(String.raw`(?:\bnotFound\(\s*|\bfound\([^()]*(?:\([^()]*\))?[^()]*,\s*|\bthing\s*:\s*)(?:${TEXT})\s*[,)}\n]`, 'g');
/** Every value of a `..._MESSAGES = { ... }` table. */
const TABLE = /_MESSAGES\s*=\s*\{([^}]*)\}/g;
const VALUE = new RegExp(String.raw`\w+\s*:\s*(?:${TEXT})`, 'g');
/** A message made from a route's thing: `${thing} updated successfully`. */
const THING_TEMPLATE = /`\$\{thing\}( [^`$]*)`/g;
const THING = new RegExp(String.raw`\bthing\s*:\s*(?:${TEXT})`, 'g');
/** The source without its comments (a comment quoting a message is not one). */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

function serverFiles(dir = SERVER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'data' ? [] : serverFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
const text = (m: RegExpMatchArray) => unescape(m[1] ?? m[2] ?? m[3]);
/** A message a person reads: a capital letter first (not a field value such as 'active' or an error code). */
const isMessage = (s: string) => /^[A-Z]/.test(s) && s.length > 1;

/** Each fixed message of the server's answers, with the files that send it. */
export function serverMessages(files = serverFiles()): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (message: string, file: string) => {
    if (isMessage(message)) found.set(message, [...(found.get(message) ?? []), path.relative(SERVER, file)]);
  };
  const sources = new Map(files.map((file) => [file, code(file)]));
  for (const [file, source] of sources) {
    for (const m of source.matchAll(MESSAGE)) add(text(m), file);
    for (const m of source.matchAll(NOT_FOUND)) add(`${text(m)} not found`, file);
    for (const table of source.matchAll(TABLE)) for (const m of table[1].matchAll(VALUE)) add(text(m), file);
    // a shared route maker's `${thing} ...` texts: with the thing of each route that imports it and
    // keeps the maker's texts (no messages of its own)
    const templates = [...source.matchAll(THING_TEMPLATE)].map((m) => m[1]);
    if (!templates.length) continue;
    const name = path.basename(file);
    for (const [user, userSource] of sources) {
      if (!userSource.includes(`/${name}'`) || /\bmessages\s*:/.test(userSource)) continue;
      for (const thing of userSource.matchAll(THING)) for (const rest of templates) add(text(thing) + rest, user);
    }
  }
  return found;
}
