// /api/site-logo: the logo of the navigation bar and footer; one is active at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { imageRule } from '../../lib/form.ts';
import { LogoSchema } from '../../schemas/settings.ts';
import { registerImageSetting } from '../../lib/settings-routes.ts';

export const LOGO_RULE = imageRule({
  kinds: ['jpeg', 'png', 'svg'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'Please select a valid image file (JPEG, PNG, or SVG)',
  sizeMessage: 'File size must be less than 2MB',
});

const siteLogo: FastifyPluginAsyncTypebox = async (app) => {
  registerImageSetting(app, {
    path: '/site-logo',
    table: 'site_logos',
    thing: 'Logo',
    tags: ['settings'],
    item: LogoSchema,
    image: { field: 'logo', column: 'logo_path', rule: LOGO_RULE, folder: 'logos', requiredMessage: 'Please select a logo file' },
    fileDescription: 'JPEG, PNG or SVG, under 2MB',
  });
};

export default siteLogo;
