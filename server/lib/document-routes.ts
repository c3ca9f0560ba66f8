// One factory for the page-document collections (about, services, contact): a list, the active record,
// create and update. A collection says how a request changes its document; the factory stores the
// uploaded files, writes the row, and removes the files the new document no longer refers to.
import { Type, type TSchema } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { DocumentRecord, DocumentStore } from '../../content-db/documents.ts';
import { notFound } from './errors.ts';
import { readForm, type FileRule, type FormData } from './form.ts';
import type { Upload } from './document-input.ts';
import { activeOnly, contentFor, paramId } from './request.ts';
import { sentDocument } from './document-input.ts';
import { Envelope, IdParams, Nullable, errors } from './schemas.ts';
import { AUTHOR } from './roles.ts';
import { answerSeo, readSeo } from './seo-fields.ts';

export interface DocumentEdit<D> {
  doc: D;
  uploads: Upload[];
}

export interface DocumentRoutesOptions<C extends string, D> {
  /** '/aboutpage' */
  path: string;
  /** 'About page' -> 'About page not found' */
  thing: string;
  tags: string[];
  store: DocumentStore<C, D>;
  /** schema of one answered record (server/schemas/documents.ts) */
  record: TSchema;
  /** the request body for OpenAPI */
  body: TSchema;
  /** text fields besides the document itself */
  fields?: readonly string[];
  files: Record<string, FileRule>;
  /** folder under /uploads */
  folder: string;
  /**
   * The new document from the sent one (`sent`, {} when absent), the rest of the form and the stored
   * document; `known` holds the upload paths the stored document refers to. Throws 400 on invalid input.
   */
  edit(sent: Record<string, unknown>, form: FormData, stored: D, known: ReadonlySet<string>): DocumentEdit<D>;
  /** what a visitor may see of a document (e.g. enabled cards only) */
  visible?(doc: D): D;
  messages: { created: string; updated: string };
}

export function registerDocumentRoutes<C extends string, D>(app: FastifyInstance, o: DocumentRoutesOptions<C, D>): void {
  const { store, tags, path } = o;
  const column = store.column;
  const item = o.record;
  // every page document takes its SEO and sharing fields (seo-fields.ts)
  const fields = [column, ...(o.fields ?? []), 'seo'];

  /** Records as answered: visitors get the visible part; each record carries `media` for its images. */
  const answer = async (records: Array<DocumentRecord<C, D>>, visitor: boolean) => {
    const shown = records.map((r) => (visitor && o.visible ? { ...r, [column]: o.visible(r[column]) } : r));
    const info = await app.media.describe(shown.flatMap((r) => store.images(r[column])));
    return answerSeo(
      app.db,
      shown.map((r) => ({
        ...r,
        media: Object.fromEntries(
          store
            .images(r[column])
            .filter((p) => info[p])
            .map((p) => [p, info[p]]),
        ),
      })),
    );
  };

  /** Stores the uploads, then runs the write; a failed write takes the new files away again. */
  const write = async (edit: DocumentEdit<D>, run: (doc: D) => Promise<DocumentRecord<C, D> | undefined>) => {
    const saved = await app.media.saveAll(
      edit.uploads.map((u) => u.file),
      o.folder,
    );
    edit.uploads.forEach((u, i) => u.place(saved[i]));
    return app.media.withNewFiles(saved, async () => {
      const record = await run(edit.doc);
      if (!record) throw notFound(o.thing); // deleted while this request ran
      return record;
    });
  };

  app.get(
    path,
    {
      config: { publicCache: true },
      schema: { tags, summary: 'Every record (a visitor: the active ones, enabled cards only)', response: { 200: Envelope({ data: Type.Array(item) }) } },
    },
    async (request) => {
      const visitor = activeOnly(request);
      return { success: true, data: await answer(await store.list(contentFor(request), visitor), visitor) };
    },
  );

  app.get(
    `${path}/active`,
    {
      config: { publicCache: true, publicForm: true },
      schema: { tags, summary: 'The record the public site shows (status 1)', response: { 200: Envelope({ data: Nullable(item) }) } },
    },
    async (request) => {
      const record = await store.active(contentFor(request)); // a read never writes (API.md /api/contact)
      return { success: true, data: record ? (await answer([record], true))[0] : null };
    },
  );

  app.post(
    path,
    { config: AUTHOR, schema: { tags, multipartBody: o.body, response: { 200: Envelope({ data: item }), ...errors(400, 401, 413, 415) } } },
    async (request) => {
      const form = await readForm(request, fields, o.files);
      const edit = o.edit(sentDocument(form.fields, column), form, store.parse({}), new Set());
      const seo = await readSeo(app.db, form.fields, undefined);
      const record = await write(edit, (doc) => store.create(app.db, doc, seo));
      return { success: true, message: o.messages.created, data: (await answer([record], false))[0] };
    },
  );

  app.put(
    `${path}/:id`,
    {
      config: AUTHOR,
      schema: { tags, params: IdParams, multipartBody: o.body, response: { 200: Envelope({ data: item }), ...errors(400, 401, 404, 413, 415) } },
    },
    async (request) => {
      const id = paramId(request);
      const existing = await store.get(app.db, id);
      if (!existing) throw notFound(o.thing);
      const form = await readForm(request, fields, o.files);
      const stored = existing[column];
      const before = store.images(stored);
      const edit = o.edit(sentDocument(form.fields, column), form, structuredClone(stored), new Set(before));
      const seo = await readSeo(app.db, form.fields, existing.seo);
      const record = await write(edit, (doc) => store.update(app.db, id, doc, seo));
      const kept = new Set(store.images(record[column]));
      await app.media.remove(before.filter((p) => !kept.has(p)));
      return { success: true, message: o.messages.updated, data: (await answer([record], false))[0] };
    },
  );
}
