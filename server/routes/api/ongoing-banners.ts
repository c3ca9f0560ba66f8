// /api/ongoing-banners: the banner of the public ongoing-projects page (only one may exist).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANNER_MESSAGES, registerBannerCollection } from '../../lib/banner-collection.ts';

const ongoingBanners: FastifyPluginAsyncTypebox = async (app) => {
  registerBannerCollection(app, {
    path: '/ongoing-banners',
    table: 'ongoing_banners',
    tags: ['listing banners'],
    listKey: 'banners',
    itemKey: 'banner',
    thing: 'Banner',
    descriptions: false,
    imageField: 'banner_image',
    folder: 'ongoing-banners',
    limit: { rows: 1, message: 'Only one ongoing banner can exist' },
    messages: BANNER_MESSAGES,
  });
};

export default ongoingBanners;
