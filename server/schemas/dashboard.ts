// Schemas of the dashboard and of the changes' warnings (issue 34, API.md "Dashboard and site health").
import { Type } from 'typebox';
import { PublishWarningSchema } from './two-factor.ts';

export const WarningSchema = Type.Object({
  code: PublishWarningSchema,
  message: Type.String(),
  text: Type.String({ description: "the message's code in the server's catalog (server/shared/messages.ts)" }),
  params: Type.Record(Type.String(), Type.String()),
  field: Type.Optional(Type.String({ description: "the field that fixes it, as the diff names fields ('title_en', 'project_details/3/description_tr')" })),
});

const Count = Type.Integer({ minimum: 0 });

export const DashboardSchema = Type.Object({
  content: Type.Object(
    { pages: Count, projects: Count, news: Count, textPages: Count, media: Count },
    { description: 'items of the working copy (what the admin lists); media: the library, without files kept only for revisions' },
  ),
  changes: Type.Object({ count: Count, ready: Count }, { description: 'unpublished changes, and those marked ready for review' }),
  leads: Type.Union([
    Type.Object({
      new: Count,
      weeks: Type.Array(Type.Object({ week: Type.String({ description: 'ISO week, e.g. 2026-W48' }), count: Count }), {
        description: 'the last 12 ISO weeks (UTC), oldest first',
      }),
    }),
    Type.Null({ description: 'null for a role that may not read leads (authors)' }),
  ]),
  publishes: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String({ description: 'when the build finished (UTC)' }),
      ms: Count,
      pages: Count,
      ok: Type.Boolean(),
    }),
    { description: 'the last 10 site builds, newest first' },
  ),
  health: Type.Object({
    brokenLinks: Type.Integer({ minimum: 0, description: "internal links in the working copy's content that lead to no page" }),
    brokenOutgoing: Type.Integer({ minimum: 0, description: 'outgoing links the link checker found broken' }),
    missingAlt: Type.Integer({ minimum: 0, description: 'library images without alt text in English, Turkish or both' }),
    untranslated: Type.Integer({ minimum: 0, description: 'fields whose English or Turkish text is missing or equal to the other' }),
    heavyImages: Type.Integer({ minimum: 0, description: 'library images over 500 KB' }),
  }),
});
