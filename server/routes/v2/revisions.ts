// /v2/api/revisions (issue 14): an item's history, one revision, the difference between two, a
// restore (itself a write: it leaves a revision and publishes), and the items deleted and not restored.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTENT_TYPE_NAMES } from '../../../content-db/history/content-types.ts';
import { diffStates } from '../../../content-db/history/diff.ts';
import { listDeleted, listRevisions } from '../../../content-db/history/queries.ts';
import { uploadsIn, type ItemState } from '../../../content-db/history/record.ts';
import { getRevision, restoreRevision, type RevisionRow } from '../../../content-db/history/restore.ts';
import { conflict, found } from '../../lib/errors.ts';
import { paramId } from '../../lib/request.ts';
import { listInMemory, type ListFields } from '../../../content-db/list-query.ts';
import { listQuerystring, paging, readList } from '../../lib/list-query.ts';
import { Envelope, IdParams, ListPaging, errors } from '../../lib/schemas.ts';
import { DeletedItemSchema, FieldChangeSchema, RevisionSchema, RevisionSummarySchema } from '../../schemas/history.ts';
import { EDITOR } from '../../lib/roles.ts';

const tags = ['history'];
const Id = Type.String({ pattern: '^[0-9]{1,15}$' });
const ContentTypeName = Type.Union(
  CONTENT_TYPE_NAMES.map((n) => Type.Literal(n)),
  { description: 'the content type' },
);

/** Recently deleted items are found by their label (the title they had) or who deleted them. */
const DELETED_LIST: ListFields = {
  search: ['label', 'user_name'],
  sort: ['deleted_at', 'label', 'content_type'],
  text: ['label'],
  id: 'revision_id',
};

const answer = (r: RevisionRow) => {
  const { state, content_rev: _rev, ...rest } = r;
  return { ...rest, state: JSON.parse(state) as ItemState };
};

/** SQLite's words for a unique value or a missing parent taken since the revision was made. */
const isConstraint = (err: unknown) => err instanceof Error && /constraint failed/i.test(err.message);

const revisions: FastifyPluginAsyncTypebox = async (app) => {
  const auth = { auth: 'required' as const, role: 'author' as const };

  app.get(
    '/revisions',
    {
      config: auth,
      schema: {
        tags,
        summary: "An item's revisions, newest first, each with the fields it changed",
        querystring: Type.Object({ type: ContentTypeName, item: Id }),
        response: { 200: Envelope({ revisions: Type.Array(RevisionSummarySchema) }), ...errors(400, 401) },
      },
    },
    async (request) => ({ success: true, revisions: await listRevisions(app.db, request.query.type, Number(request.query.item)) }),
  );

  app.get(
    '/revisions/deleted',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Items deleted and not restored, newest delete first',
        querystring: listQuerystring(DELETED_LIST),
        response: { 200: Envelope({ items: Type.Array(DeletedItemSchema), ...ListPaging }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const list = readList(request, DELETED_LIST);
      const listed = listInMemory(await listDeleted(app.db), list, DELETED_LIST);
      return { success: true, items: listed.rows, ...paging(list, listed) };
    },
  );

  app.get(
    '/revisions/diff',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The fields that differ between two revisions of one item',
        querystring: Type.Object({ from: Id, to: Id }),
        response: { 200: Envelope({ changes: Type.Array(FieldChangeSchema) }), ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const from = found(await getRevision(app.db, Number(request.query.from)), 'Revision');
      const to = found(await getRevision(app.db, Number(request.query.to)), 'Revision');
      if (from.content_type !== to.content_type || from.item_id !== to.item_id) throw conflict('Both revisions must belong to the same item');
      return { success: true, changes: diffStates(JSON.parse(from.state) as ItemState, JSON.parse(to.state) as ItemState) };
    },
  );

  app.get(
    '/revisions/:id',
    { config: auth, schema: { tags, params: IdParams, response: { 200: Envelope({ revision: RevisionSchema }), ...errors(400, 401, 404) } } },
    async (request) => ({ success: true, revision: answer(found(await getRevision(app.db, paramId(request)), 'Revision')) }),
  );

  app.post(
    '/revisions/:id/restore',
    {
      config: EDITOR,
      schema: {
        tags,
        summary: 'Writes the item back as this revision holds it (children and files too); the restore is a new revision and publishes',
        params: IdParams,
        response: { 200: Envelope({ revision: RevisionSchema }), ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      let id: number | undefined;
      try {
        id = await restoreRevision(app.db, paramId(request));
      } catch (err) {
        if (isConstraint(err)) throw conflict('This version cannot be restored: another item now uses one of its unique values (such as its slug)');
        throw err;
      }
      const restored = found(id === undefined ? undefined : await getRevision(app.db, id), 'Revision');
      // after the commit: the restored item's files kept privately are public again, and those of the
      // state it replaced (its parent revision) that nothing refers to any more leave public view
      await app.media.unhide(uploadsIn(restored.state));
      const replaced = restored.parent_id === null ? undefined : await getRevision(app.db, restored.parent_id);
      if (replaced) await app.media.remove(uploadsIn(replaced.state));
      return { success: true, message: 'Version restored successfully', revision: answer(restored) };
    },
  );
};

export default revisions;
