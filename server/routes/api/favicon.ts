// /api/favicon: the browser tab icon; one is active at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageRule } from '../../lib/form.ts';
import { FaviconSchema } from '../../schemas/settings.ts';
import { registerImageSetting } from '../../lib/settings-routes.ts';

export const FAVICON_RULE = imageRule({
  kinds: ['jpeg', 'png', 'svg', 'ico'],
  maxBytes: 1024 * 1024,
  typeMessage: 'Please select a valid image file (JPEG, PNG, SVG, or ICO)',
  sizeMessage: 'File size must be less than 1MB',
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
