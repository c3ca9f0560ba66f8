// /api/banners: the hero banner of the public home page (at most one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { HomeBannerSchema } from '../../schemas/banners.ts';

const homeBanners: FastifyPluginAsyncTypebox = async (app) => {
  registerTitledItems(app, {
    path: '/banners',
    kind: HOME_BANNERS,
    tags: ['home'],
    listKeys: ['banners'],
    itemKey: 'banner',
    item: HomeBannerSchema,
    thing: 'Banner',
    html: ['description_en', 'description_tr'],
    required: ['title_en', 'title_tr', 'description_en', 'description_tr'],
    active: 'list',
    folder: 'home-banners',
    limit: { rows: 1, message: 'Only one banner can be added' },
    messages: { ...BANNER_MESSAGES, listed: 'Banners fetched successfully' },
  });
};

export default homeBanners;
