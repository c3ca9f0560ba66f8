// Redirects set in the admin (API.md "SEO and sharing"); their rules: server/lib/redirect-rules.ts.
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

/** the longest `from` (the rules and the CSV import check it too) */
export const FROM_MAX = 500;
/** the longest `to` */
export const TO_MAX = 2000;

export const RedirectSchema = Type.Object({
  id: Type.Integer(),
  from: Type.String({ description: 'a path of the site, without a trailing slash ("/eski-sayfa"); "/eski-sayfa/" is the same address' }),
  to: Type.String({ description: 'a path of the site or an absolute http(s) URL' }),
  code: Type.Union([Type.Literal(301), Type.Literal(302)]),
  hits: Type.Integer({ description: 'times the server answered it since it was created' }),
  last_hit_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  version: Type.Optional(Type.String({ description: "the record's version: send it back as If-Match" })),
});

export const RedirectBody = Type.Object({
  from: Type.String({ maxLength: FROM_MAX, description: 'a path of the site ("/old-page"); no query or fragment' }),
  to: Type.String({ maxLength: TO_MAX, description: 'a path of the site ("/new-page/") or an absolute http(s) URL' }),
  code: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 3 })], { description: '301 (default) or 302' })),
});

/** CSV text of `from,to,code` rows (a first row naming the columns is skipped; code may be left out: 301). */
export const IMPORT_CSV_LIMIT = 512 * 1024;
export const IMPORT_ROW_LIMIT = 5000;
export const RedirectImportBody = Type.Object({
  csv: Type.String({ maxLength: IMPORT_CSV_LIMIT, description: `from,to,code rows, at most ${IMPORT_ROW_LIMIT}` }),
});

export const ImportRowSchema = Type.Object({
  line: Type.Integer({ description: 'the row of the file, from 1' }),
  from: Type.String(),
  to: Type.String(),
  code: Type.String(),
  ok: Type.Boolean(),
  message: Type.Optional(Type.String({ description: 'why the row was refused' })),
  redirect: Type.Optional(RedirectSchema),
});
