// Answers of the outgoing links' routes (/v2/api/health/links).
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

export const LinkCheckSchema = Type.Object({
  url: Type.String(),
  status: Nullable(Type.Integer({ description: 'the HTTP status of the last answer, after redirects; null: no answer, or not checked' })),
  error: Nullable(Type.String({ description: 'why there was no answer, or why the link was not checked (a private address)' })),
  broken: Type.Boolean({ description: 'a real failure or a status of 400 and more' }),
  pages: Type.Array(Type.String(), { description: 'site paths of the pages that link to it (the first 20)' }),
  pageCount: Type.Integer({ description: 'how many pages link to it' }),
  checkedAt: Type.String(),
});

export const LinkHealthSchema = {
  checkedAt: Nullable(Type.String({ description: 'when the last check ended (UTC); null: never' })),
  running: Type.Boolean({ description: 'a check is under way' }),
  nextAt: Nullable(Type.String({ description: 'when the weekly check runs next (UTC)' })),
  links: Type.Array(LinkCheckSchema, { description: 'broken ones first' }),
};
