// The media library's answers (API.md "Media library"). Imports only typebox (server/api-types.ts).
import { Type } from 'typebox';

export const MediaUseSchema = Type.Object({
  /** the item's type, as in /v2/api/revisions */
  type: Type.String(),
  item_id: Type.Integer(),
  label: Type.String(),
  /** the column naming the file; a child row's as `<table>.<column>` */
  field: Type.String(),
});

export const MediaFileSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'the public path, e.g. /uploads/media/ab12.webp' }),
  kind: Type.Union([Type.Literal('image'), Type.Literal('svg'), Type.Literal('icon')]),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  bytes: Type.Integer(),
  alt_en: Type.String(),
  alt_tr: Type.String(),
  focal: Type.Object({ x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) }),
  uses: Type.Array(MediaUseSchema),
  /** responsive WebP versions for srcset */
  variants: Type.Array(Type.Object({ path: Type.String(), width: Type.Integer(), height: Type.Integer(), avif: Type.Optional(Type.String()) })),
  created_at: Type.String(),
  version: Type.Optional(Type.String({ description: "the record's version: send it back as If-Match" })),
});

export const MediaQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'searched in the file name and both alt texts' })),
  kind: Type.Optional(Type.Union([Type.Literal('image'), Type.Literal('svg'), Type.Literal('icon')])),
  used: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  sort: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('name'), Type.Literal('largest'), Type.Literal('smallest')], {
      description: 'newest first when absent',
    }),
  ),
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$', description: 'from 1' })),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'at most 200; 50 when absent' })),
});

export const MediaPatchSchema = Type.Object(
  {
    alt_en: Type.Optional(Type.String({ maxLength: 500 })),
    alt_tr: Type.Optional(Type.String({ maxLength: 500 })),
    focal: Type.Optional(
      Type.Object({ x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);

/** The 409 of a delete while the file is used: where it is used. */
export const MediaInUseSchema = Type.Object({ success: Type.Literal(false), message: Type.String(), uses: Type.Array(MediaUseSchema) });
