// /api/banners: the hero banner of the public home page (at most one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANNER_MESSAGES, registerBannerCollection } from '../../lib/banner-collection.ts';

const homeBanners: FastifyPluginAsyncTypebox = async (app) => {
  registerBannerCollection(app, {
    path: '/banners',
    table: 'home_banners',
    tags: ['home'],
    listKey: 'banners',
    itemKey: 'banner',
    thing: 'Banner',
    descriptions: true,
    imageField: 'banner_image',
    folder: 'home-banners',
    limit: { rows: 1, message: 'Only one banner can be added' },
    messages: { ...BANNER_MESSAGES, listed: 'Banners fetched successfully' },
  });
};

export default homeBanners;
