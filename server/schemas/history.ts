// Answer schemas of the history API (/v2/api/revisions, /v2/api/activity, /v2/api/translations).
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

export const RevisionActionSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('updated'),
  Type.Literal('status_changed'),
  Type.Literal('reordered'),
  Type.Literal('deleted'),
  Type.Literal('restored'),
  Type.Literal('published'),
  Type.Literal('discarded'),
  Type.Literal('ready_cleared', { description: 'activity only: an edit took back the ready mark of an earlier version' }),
]);

const FieldValue = Nullable(Type.Union([Type.String(), Type.Number(), Type.Boolean()]));

export const FieldChangeSchema = Type.Object({
  field: Type.String({ description: "e.g. 'title_en', 'project_details/3/title_tr', 'about_data.banner.title_en'" }),
  base: Type.String({ description: 'the field without its language, pairing EN and TR' }),
  lang: Nullable(Type.Union([Type.Literal('en'), Type.Literal('tr')])),
  before: FieldValue,
  after: FieldValue,
});

const RevisionFields = {
  id: Type.Integer(),
  content_type: Type.String(),
  item_id: Type.Integer(),
  parent_id: Nullable(Type.Integer({ description: "the item's revision before this one" })),
  action: RevisionActionSchema,
  label: Type.String({ description: 'the item’s name at that time' }),
  user_id: Nullable(Type.Integer()),
  user_name: Nullable(Type.String()),
  created_at: Type.String(),
};

export const RevisionSummarySchema = Type.Object({
  ...RevisionFields,
  changes: Type.Array(FieldChangeSchema, { description: 'what this revision changed compared with the one before it' }),
});

const ItemStateSchema = Type.Object(
  { row: Type.Record(Type.String(), Type.Unknown()), children: Type.Record(Type.String(), Type.Array(Type.Unknown())) },
  { description: 'the item’s full state: its row and its children ({row, children} each), by table' },
);

export const RevisionSchema = Type.Object({ ...RevisionFields, state: ItemStateSchema });

export const DeletedItemSchema = Type.Object({
  revision_id: Type.Integer({ description: 'restore this revision to bring the item back' }),
  content_type: Type.String(),
  item_id: Type.Integer(),
  label: Type.String(),
  user_name: Nullable(Type.String()),
  deleted_at: Type.String(),
});

const CarriedChange = Type.Object({
  id: Type.Integer(),
  content_type: Type.String(),
  item_id: Type.Integer(),
  action: RevisionActionSchema,
  label: Type.String(),
});

export const ActivityEntrySchema = Type.Union([
  Type.Object({
    kind: Type.Literal('change'),
    id: Type.Integer(),
    at: Type.String(),
    content_type: Type.String(),
    item_id: Type.Integer(),
    action: RevisionActionSchema,
    label: Type.String(),
    user_id: Nullable(Type.Integer()),
    user_name: Nullable(Type.String()),
    revision_id: Nullable(Type.Integer({ description: 'null once the retention rule pruned it' })),
  }),
  Type.Object({
    kind: Type.Literal('publish'),
    id: Type.Integer(),
    at: Type.String(),
    release_id: Type.String(),
    ok: Type.Boolean(),
    pages: Type.Integer(),
    ms: Type.Integer(),
    log: Type.String({ description: 'tail of the build output when it failed' }),
    warning: Type.String({
      description: "what went wrong in a publish that still went live (the kept renderer failed: a whole build made it); '' when nothing did",
    }),
    changes: Type.Array(CarriedChange, { description: 'the changes this publish was the first to carry to the site' }),
  }),
  Type.Object({
    kind: Type.Literal('schedule'),
    id: Type.Integer({ description: 'the scheduled publish (GET /v2/api/schedule)' }),
    at: Type.String({ description: 'when it ran' }),
    scheduled_at: Type.String({ description: 'when it was due' }),
    state: Type.Union([Type.Literal('done'), Type.Literal('failed')]),
    items: Type.Array(Type.Object({ type: Type.String(), item_id: Type.Integer(), label: Type.String() })),
    user_id: Nullable(Type.Integer()),
    user_name: Nullable(Type.String({ description: 'who scheduled it' })),
    log: Type.String({ description: 'what it published, or why it failed' }),
  }),
]);

export const TranslationGapSchema = Type.Object({
  content_type: Type.String(),
  item_id: Type.Integer(),
  label: Type.String(),
  field: Type.String({ description: "the field without its language, e.g. 'title' or 'project_details/3/title'" }),
  en_field: Type.String(),
  tr_field: Type.String(),
  problem: Type.Union([Type.Literal('missing_en'), Type.Literal('missing_tr'), Type.Literal('same'), Type.Literal('alt_missing')], {
    description: "alt_missing: a used picture's alt text is empty in both languages (content_type 'media', item_id the file's id)",
  }),
  en: Type.String(),
  tr: Type.String(),
});
