// Schemas of the editorial workflow (issue 20, API.md "Drafts, preview, scheduling"): the publishing
// mode, the unpublished changes, publishing and discarding items, and scheduled publishing.
import { Type } from 'typebox';
import { CONTENT_TYPE_NAMES } from '../../content-db/history/content-types.ts';
import { Nullable } from '../lib/schemas.ts';
import { BuildStatusSchema } from './build.ts';
import { WarningSchema } from './dashboard.ts';

/** The most items one request may name ("publish all" of a large site names them itself, unlisted). */
export const MAX_ITEMS = 500;
/** A reviewer's note on a change. */
export const MAX_NOTE_LENGTH = 2000;

export const PublishingModeSchema = Type.Union([Type.Literal('instant'), Type.Literal('review')]);
export const PublishingSchema = Type.Object({ mode: PublishingModeSchema });

export const ContentTypeNameSchema = Type.Union(
  CONTENT_TYPE_NAMES.map((n) => Type.Literal(n)),
  { description: 'the content type, as in /v2/api/revisions' },
);

/** An item: a root of the revision history with its children. */
export const ItemRefSchema = Type.Object({
  type: ContentTypeNameSchema,
  item_id: Type.Integer({ minimum: 1 }),
  version: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'the version seen (GET /v2/api/changes): a newer one makes the request a 409' })),
});
export const ItemRefsSchema = Type.Array(ItemRefSchema, { minItems: 1, maxItems: MAX_ITEMS });

export const ChangeActionSchema = Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]);

export const ChangeSchema = Type.Object({
  type: Type.String(),
  item_id: Type.Integer(),
  label: Type.String(),
  action: ChangeActionSchema,
  changed_at: Type.String({ description: 'the newest write of the working copy (UTC)' }),
  user_name: Nullable(Type.String()),
  scheduled_at: Nullable(Type.String({ description: 'the earliest waiting scheduled publish that covers the item (UTC)' })),
  ready: Type.Boolean({ description: 'marked ready for review' }),
  note: Type.String({ description: "a reviewer's note, '' when none" }),
  version: Type.String({ description: "the working copy's version of the item: name it to publish, discard or mark exactly what was seen" }),
  warnings: Type.Array(WarningSchema, {
    description: "what the item would put on the site that a reader or a search engine notices (API.md 'Dashboard and site health')",
  }),
});

/** An item a publish or a discard changed. */
export const ItemOutcomeSchema = Type.Object({ type: Type.String(), item_id: Type.Integer(), label: Type.String(), action: ChangeActionSchema });

export const ScheduleStateSchema = Type.Union([Type.Literal('waiting'), Type.Literal('done'), Type.Literal('failed')]);

export const ScheduledItemSchema = Type.Object({
  type: Type.String(),
  item_id: Type.Integer(),
  label: Type.String(),
  version: Type.Optional(Type.String({ description: 'the version it publishes: the item as it was when scheduled' })),
});

export const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'when it publishes (UTC ISO time)' }),
  items: Type.Array(ScheduledItemSchema),
  user_name: Nullable(Type.String()),
  state: ScheduleStateSchema,
  log: Type.String({ description: 'what it published, or why it failed' }),
  created_at: Type.String(),
  finished_at: Nullable(Type.String()),
  action: Type.Union([Type.Literal('publish'), Type.Literal('unpublish')], { description: 'publish the items, or take them down (inactive in both copies)' }),
});

// request bodies
export const PublishingBody = PublishingSchema;
export const PublishBody = Type.Object({
  items: Type.Optional(ItemRefsSchema),
  at: Type.Optional(Type.String({ maxLength: 64, description: 'a future ISO 8601 time with its zone (e.g. 2026-03-02T06:00:00Z); none: now' })),
});
export const ItemsBody = Type.Object({ items: ItemRefsSchema });
export const UnpublishBody = Type.Object({
  items: ItemRefsSchema,
  at: Type.String({ maxLength: 64, description: 'a future ISO 8601 time with its zone (e.g. 2026-03-02T06:00:00Z)' }),
});
export const ReadyBody = Type.Object({
  items: ItemRefsSchema,
  ready: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: MAX_NOTE_LENGTH })),
});

// answers (the envelope's own keys)
export const PublishingAnswerProps = { publishing: PublishingSchema };
export const ChangesAnswerProps = { changes: Type.Array(ChangeSchema), count: Type.Integer() };
export const PublishAnswerProps = {
  build: Type.Optional(BuildStatusSchema),
  published: Type.Optional(Type.Array(ItemOutcomeSchema, { description: 'publish now: the items that went live' })),
  schedule: Type.Optional(ScheduleSchema),
  replaced: Type.Optional(
    Type.Array(Type.Integer(), {
      description: 'with `at`: the waiting schedules the items were taken out of (the later schedule of an item replaces the earlier)',
    }),
  ),
};
export const DiscardAnswerProps = { discarded: Type.Array(ItemOutcomeSchema, { description: 'what each discard did to the working copy' }) };
export const ScheduleListAnswerProps = { schedule: Type.Array(ScheduleSchema) };

/** Someone else who has an item open (POST /v2/api/presence). */
export const EditorSchema = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  since: Type.String({ description: 'since when they have had it open (UTC)' }),
});
