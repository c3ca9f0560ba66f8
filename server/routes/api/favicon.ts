// /api/favicon: the browser tab icon; one is active at a time.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageRule } from '../../lib/form.ts';
import { Flag, MediaMap, Timestamps } from '../../lib/schemas.ts';
import { registerImageSetting } from '../../lib/settings-routes.ts';

export const FAVICON_RULE = imageRule({
  kinds: ['jpeg', 'png', 'svg', 'ico'],
  maxBytes: 1024 * 1024,
  typeMessage: 'Please select a valid image file (JPEG, PNG, SVG, or ICO)',
  sizeMessage: 'File size must be less than 1MB',
});

export const FaviconSchema = Type.Object({
  id: Type.Integer(),
  favicon_path: Type.String(),
  status: Flag,
  ...Timestamps,
  media: Type.Optional(MediaMap),
});

const favicon: FastifyPluginAsyncTypebox = async (app) => {
  registerImageSetting(app, {
    path: '/favicon',
    table: 'favicons',
    thing: 'Favicon',
    tags: ['settings'],
    item: FaviconSchema,
    image: { field: 'favicon', column: 'favicon_path', rule: FAVICON_RULE, folder: 'favicons', requiredMessage: 'Please select a favicon file' },
    fileDescription: 'JPEG, PNG, SVG or ICO, under 1MB',
  });
};

export default favicon;
