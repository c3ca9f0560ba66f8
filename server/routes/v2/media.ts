// /v2/api/media: the media library (API.md "Media library", issue 32). Every upload of the site is a
// file of the library (content-db/media-library.ts); this module lists them with their uses, takes
// new files, edits alt text and focal point, replaces a file everywhere it is used and deletes a file
// nothing uses. Roles: authors upload and edit; editors and administrators replace and delete.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  getMedia,
  getMediaByPath,
  kindOfMime,
  listMedia,
  markMedia,
  updateMedia,
  usesOf,
  variantsOf,
  type MediaRow,
  type MediaSort,
} from '../../../content-db/media-library.ts';
import { replacePathInContent } from '../../../content-db/upload-refs.ts';
import { inTransaction } from '../../../content-db/open.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { IMAGE_RULE, firstFile, readForm } from '../../lib/form.ts';
import { paramId } from '../../lib/request.ts';
import { AUTHOR, EDITOR } from '../../lib/roles.ts';
import { Envelope, IdParams, MultipartBody, errors } from '../../lib/schemas.ts';
import { MediaFileSchema, MediaInUseSchema, MediaPatchSchema, MediaQuerySchema } from '../../schemas/media.ts';

const tags = ['media'];
/** uploads made in the library itself */
const FOLDER = 'media';
const MAX_FILES = 30;
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;
const IN_USE = 'This file is in use';

/** One file as the API answers it, with its uses in the working copy. */
async function answerMany(app: FastifyInstance, rows: MediaRow[]) {
  const uses = await usesOf(
    app.db,
    rows.map((r) => r.path),
  );
  return rows.map((r) => ({
    id: r.id,
    url: r.path,
    kind: kindOfMime(r.mime),
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    alt_en: r.alt_en,
    alt_tr: r.alt_tr,
    focal: { x: r.focal_x, y: r.focal_y },
    uses: uses.get(r.path) ?? [],
    variants: variantsOf(r),
    created_at: r.created_at,
  }));
}

const answerOne = async (app: FastifyInstance, row: MediaRow) => (await answerMany(app, [row]))[0]!;

async function mediaOr404(app: FastifyInstance, request: FastifyRequest): Promise<MediaRow> {
  const row = await getMedia(app.db, paramId(request));
  if (!row) throw notFound('Media file');
  return row;
}

const media: FastifyPluginAsyncTypebox = async (app) => {
  const one = Envelope({ media: MediaFileSchema });

  app.get(
    '/media',
    {
      config: { auth: 'required', ...AUTHOR },
      schema: {
        tags,
        summary: 'The media library: a page of files with where each is used',
        querystring: MediaQuerySchema,
        response: {
          200: Envelope({ media: Type.Array(MediaFileSchema), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() }),
          ...errors(400, 401),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const page = q.page === undefined ? 1 : Number(q.page);
      const limit = q.limit === undefined ? DEFAULT_LIMIT : Number(q.limit);
      if (page < 1) throw badRequest('page starts at 1');
      if (limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be between 1 and ${MAX_LIMIT}`);
      const { rows, total } = await listMedia(app.db, {
        q: q.q,
        kind: q.kind,
        used: q.used === undefined ? undefined : q.used === 'true',
        sort: q.sort as MediaSort | undefined,
        page,
        limit,
      });
      return { success: true, media: await answerMany(app, rows), total, page, limit };
    },
  );

  app.get(
    '/media/:id',
    {
      config: { auth: 'required', ...AUTHOR },
      schema: { tags, summary: 'One file of the library', params: IdParams, response: { 200: one, ...errors(400, 401, 404) } },
    },
    async (request) => ({ success: true, media: await answerOne(app, await mediaOr404(app, request)) }),
  );

  app.post(
    '/media',
    {
      config: AUTHOR,
      schema: {
        tags,
        summary: 'Uploads files to the library (repeated `files`), checked as every upload',
        multipartBody: MultipartBody({ files: Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_FILES }) }),
        response: { 200: Envelope({ media: Type.Array(MediaFileSchema) }), ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Please select at least one file');
      const form = await readForm(request, [], { files: { ...IMAGE_RULE, maxFiles: MAX_FILES } });
      const files = (form.files.files ?? []).filter((f) => !f.library);
      if (files.length === 0) throw badRequest('Please select at least one file');
      const paths = await app.media.saveAll(files, FOLDER);
      // kept in the library while nothing uses them (server/lib/media.ts remove)
      for (const p of paths) await markMedia(app.db, p, { pinned: 1 });
      const rows = await Promise.all(paths.map(async (p) => (await getMediaByPath(app.db, p))!));
      return { success: true, media: await answerMany(app, rows), message: 'Files uploaded' };
    },
  );

  app.patch(
    '/media/:id',
    {
      config: AUTHOR,
      schema: {
        tags,
        summary: "Sets a file's alt texts and focal point (0..1 from the top left)",
        params: IdParams,
        body: MediaPatchSchema,
        response: { 200: one, ...errors(400, 401, 404, 412) },
      },
      // a PATCH without a body changes nothing (and an unknown id is still a 404, as for every PATCH)
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const row = await mediaOr404(app, request);
      const body = request.body;
      // a change of every item that uses the file: instant mode publishes them after the answer's write
      // (server/workflow/publishing.ts afterWrite), review mode leaves them unpublished changes
      await inTransaction(app.db, (trx) => updateMedia(trx, row.id, { alt_en: body.alt_en?.trim(), alt_tr: body.alt_tr?.trim(), focal: body.focal }));
      // the sharing crop for the new point follows in the background (server/lib/media.ts queueShareCrop)
      if (body.focal) app.media.queueShareCrop(row.path);
      return { success: true, media: await answerOne(app, (await getMedia(app.db, row.id))!) };
    },
  );

  app.post(
    '/media/:id/replace',
    {
      config: EDITOR,
      schema: {
        tags,
        summary: "A new file takes this one's place in every use (alt text and focal point kept); the old one leaves public view",
        params: IdParams,
        multipartBody: MultipartBody({ file: Type.String({ format: 'binary' }) }),
        response: { 200: one, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      const old = await mediaOr404(app, request);
      if (!request.isMultipart()) throw badRequest('Please select a file');
      const form = await readForm(request, [], { file: IMAGE_RULE });
      const file = firstFile(form, 'file');
      if (!file || file.library) throw badRequest('Please select a file');
      const folder = /^\/uploads\/([a-z0-9-]+)\//.exec(old.path)?.[1] ?? FOLDER;
      const saved = await app.media.save(file, folder);
      await app.media.withNewFiles([saved], () =>
        // one write: every item naming the old path names the new one (revisions, versions, publishing)
        inTransaction(app.db, async (trx) => {
          await markMedia(trx, saved, { pinned: old.pinned, alt_en: old.alt_en, alt_tr: old.alt_tr, focal_x: old.focal_x, focal_y: old.focal_y });
          await replacePathInContent(trx, old.path, saved);
          await markMedia(trx, old.path, { pinned: 0 });
        }),
      );
      // its sharing crop for the focal point it took over (the one queued by save may have read the centre)
      app.media.queueShareCrop(saved);
      // leaves public view as any replaced file does (kept privately while a revision names it)
      await app.media.remove([old.path]);
      return { success: true, media: await answerOne(app, (await getMediaByPath(app.db, saved))!) };
    },
  );

  app.delete(
    '/media/:id',
    {
      config: EDITOR,
      schema: {
        tags,
        summary: 'Deletes a file nothing uses; 409 with its uses otherwise',
        params: IdParams,
        response: { 200: Envelope({}), 409: MediaInUseSchema, ...errors(400, 401, 404, 412) },
      },
    },
    async (request, reply) => {
      const row = await mediaOr404(app, request);
      const uses = (await usesOf(app.db, [row.path])).get(row.path) ?? [];
      if (uses.length > 0) return reply.code(409).send({ success: false, message: IN_USE, uses });
      await markMedia(app.db, row.path, { pinned: 0 });
      await app.media.remove([row.path]);
      // still shown by the live copy (an unpublished change stopped using it): gone from the library all the same
      await markMedia(app.db, row.path, { hidden: 1 });
      return { success: true, message: 'File deleted' };
    },
  );
};

export default media;
