// /v2/api/redirects (issue 33, API.md "SEO and sharing"): redirects from old addresses of the site,
// for editors and administrators. A write takes effect at once (the server's map is read again) and is
// copied into the live copy, so the publish it asks for writes it to storage as well. The CSV import is
// per row: every good row is added, every bad one reported with its reason, so a long list from an old
// site is not refused whole for one typo.
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createRedirect, deleteRedirect, listRedirects, updateRedirect, type RedirectInput, type SiteRedirect } from '../../../content-db/site-redirects.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { checkAgainst, validRedirect, type RedirectChecks } from '../../lib/redirect-rules.ts';
import { paramId } from '../../lib/request.ts';
import { EDITOR } from '../../lib/roles.ts';
import { Envelope, IdParams, errors } from '../../lib/schemas.ts';
import { ImportRowSchema, IMPORT_ROW_LIMIT, RedirectBody, RedirectImportBody, RedirectSchema } from '../../schemas/redirects.ts';

const tags = ['redirects'];
const labels = { from: 'The address to redirect from', to: 'The address to redirect to', code: 'The code', csv: 'The CSV file' };
const bodyErrors = fieldErrors(labels);
/** The body's failures named by field; a bad id in the path is the API's one 'Invalid id'. */
const schemaErrors = (errors: FastifySchemaValidationError[], context: string) => (context === 'params' ? badRequest('Invalid id') : bodyErrors(errors));

/** What a new redirect is checked against: the live release's pages and old slugs, the site's origin. */
function checksOf(app: FastifyInstance): RedirectChecks {
  return {
    siteOrigin: new URL(app.config.siteUrl).origin,
    isPage(p) {
      const site = app.site;
      if (site.redirects.has(p) || site.redirects.has(`${p}/`)) return true;
      return Boolean(site.files?.find(p) ?? site.files?.find(p === '/' ? p : `${p}/`));
    },
  };
}

/**
 * Splits CSV text into rows of fields: quotes ("a,b", "say ""hi""") and CRLF or LF line ends. The
 * separator is a comma, or a semicolon when the first line has one and no comma (Excel in Turkish
 * saves CSV with semicolons).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  const end = s.search(/\r|\n/);
  const firstLine = end < 0 ? s : s.slice(0, end);
  const sep = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const redirects: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/redirects',
    {
      config: { ...EDITOR, auth: 'required' },
      schema: {
        tags,
        summary: 'Every redirect, by the address it starts from',
        response: { 200: Envelope({ redirects: Type.Array(RedirectSchema) }), ...errors(401) },
      },
    },
    async () => ({ success: true, redirects: await listRedirects(app.db) }),
  );

  app.post(
    '/redirects',
    {
      config: { ...EDITOR, auth: 'required', publishes: false },
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags,
        summary: 'Adds a redirect (409: the address is a page or already redirects; 400 "This redirect would loop": a loop or a chain)',
        body: RedirectBody,
        response: { 200: Envelope({ redirect: RedirectSchema }), ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const checks = checksOf(app);
      const redirect = await createRedirect(app.db, validRedirect(request.body), (r, others) => checkAgainst(r, others, checks));
      await app.siteRedirects.changed();
      return { success: true, redirect, message: 'Redirect added' };
    },
  );

  app.put(
    '/redirects/:id',
    {
      config: { ...EDITOR, auth: 'required', publishes: false },
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags,
        summary: 'Changes a redirect (its hits are kept)',
        params: IdParams,
        body: RedirectBody,
        response: { 200: Envelope({ redirect: RedirectSchema }), ...errors(400, 401, 404, 409, 412) },
      },
    },
    async (request) => {
      const checks = checksOf(app);
      const redirect = await updateRedirect(app.db, paramId(request), validRedirect(request.body), (r, others) => checkAgainst(r, others, checks));
      if (!redirect) throw notFound('Redirect');
      await app.siteRedirects.changed();
      return { success: true, redirect, message: 'Redirect saved' };
    },
  );

  app.delete(
    '/redirects/:id',
    {
      config: { ...EDITOR, auth: 'required', publishes: false },
      schema: { tags, summary: 'Removes a redirect', params: IdParams, response: { 200: Envelope({}), ...errors(400, 401, 404, 412) } },
    },
    async (request) => {
      if (!(await deleteRedirect(app.db, paramId(request)))) throw notFound('Redirect');
      await app.siteRedirects.changed();
      return { success: true, message: 'Redirect removed' };
    },
  );

  app.post(
    '/redirects/import',
    {
      config: { ...EDITOR, auth: 'required', publishes: false },
      schemaErrorFormatter: schemaErrors,
      schema: {
        tags,
        summary: 'Adds the redirects of a CSV file (from,to,code rows): every good row, and why each other one was refused',
        body: RedirectImportBody,
        response: { 200: Envelope({ imported: Type.Integer(), refused: Type.Integer(), rows: Type.Array(ImportRowSchema) }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const rows = parseCsv(request.body.csv).filter((r) => r.some((f) => f.trim() !== ''));
      if (rows.length > 0 && rows[0][0]?.trim().toLowerCase() === 'from') rows.shift();
      if (rows.length === 0) throw badRequest('The file has no redirects: one "from,to,code" row per line');
      if (rows.length > IMPORT_ROW_LIMIT) throw badRequest(`The file has ${rows.length} rows; at most ${IMPORT_ROW_LIMIT} at once`);
      const checks = checksOf(app);
      const report: Array<{ line: number; from: string; to: string; code: string; ok: boolean; message?: string; redirect?: SiteRedirect }> = [];
      let line = 0;
      // each row is checked against the redirects there are and the rows accepted before it
      const known: Array<Pick<SiteRedirect, 'from' | 'to'>> = await listRedirects(app.db);
      const accepted: Array<{ at: number; input: RedirectInput }> = [];
      for (const [from = '', to = '', code = ''] of rows) {
        line++;
        const entry = { line, from: from.trim().slice(0, 600), to: to.trim().slice(0, 2100), code: code.trim().slice(0, 10), ok: false };
        try {
          const input = validRedirect({ from: entry.from, to: entry.to, code: entry.code });
          checkAgainst(input, known, checks);
          known.push(input);
          accepted.push({ at: report.length, input });
          report.push({ ...entry, ok: true });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          report.push({ ...entry, message: err.message });
        }
      }
      for (const { at, input } of accepted) {
        // checked above against the same table: only a write made meanwhile can refuse it now
        const made = await createRedirect(app.db, input, (r, others) => checkAgainst(r, others, checks)).catch((err: unknown) => {
          if (!(err instanceof HttpError)) throw err;
          Object.assign(report[at], { ok: false, message: err.message });
          return undefined;
        });
        if (made) report[at].redirect = made;
      }
      if (accepted.length) await app.siteRedirects.changed();
      const imported = report.filter((r) => r.ok).length;
      return { success: true, imported, refused: report.length - imported, rows: report, message: `${imported} redirects added` };
    },
  );
};

export default redirects;
