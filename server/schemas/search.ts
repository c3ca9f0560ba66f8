// Schemas of GET /v2/api/search (issue 22, item 3): the admin's global search.
import { Type } from 'typebox';

export const MAX_SEARCH_Q = 100;

export const SearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: MAX_SEARCH_Q,
    description: 'words of a title in either language, any case, Turkish letters folded (istanbul finds İstanbul)',
  }),
});

export const SearchHitSchema = Type.Object({
  type: Type.Union([Type.Literal('project'), Type.Literal('news'), Type.Literal('page'), Type.Literal('banner'), Type.Literal('setting')]),
  content_type: Type.String({ description: 'the history content type (as in /v2/api/revisions), or publishing' }),
  id: Type.Integer({ minimum: 0, description: "the item's id; 0 for a settings tab that is not one item" }),
  title_en: Type.String(),
  title_tr: Type.String(),
  path: Type.String({ description: 'the admin route of its editor, under /admin (e.g. /news-detail/3, /pages?edit=2)' }),
});

export const SearchAnswerProps = { results: Type.Array(SearchHitSchema, { maxItems: 20 }) };
