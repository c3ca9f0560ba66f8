// Schemas of POST /v2/api/preview (issue 20, API.md "Drafts, preview, scheduling"): a private build of
// the working copy, or of the live copy plus the named items, served under /preview/<token>/.
import { Type } from 'typebox';
import { ItemRefSchema } from './workflow.ts';

/** The most items one preview may name (a selection on the Changes screen). */
export const MAX_PREVIEW_ITEMS = 100;

export const PreviewBody = Type.Object({
  items: Type.Optional(
    Type.Array(ItemRefSchema, {
      minItems: 1,
      maxItems: MAX_PREVIEW_ITEMS,
      description: 'the items to show over the live copy; none: the whole working copy',
    }),
  ),
});

export const PreviewItemSchema = Type.Object({ type: Type.String(), item_id: Type.Integer(), label: Type.String() });

export const PreviewSchema = Type.Object({
  url: Type.String({ description: "/preview/<token>/ + the first named item's page in Turkish (the home page when it has none)" }),
  urlEn: Type.String({ description: 'the same page in English' }),
  expiresAt: Type.String({ description: 'UTC ISO time; from then on the URL is a 404' }),
  items: Type.Array(PreviewItemSchema, { description: 'the items shown over the live copy; [] for a preview of the whole working copy' }),
});

export const PreviewAnswerProps = { preview: PreviewSchema };
