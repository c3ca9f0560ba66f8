// /api/ongoing-banners: the banner of the public ongoing-projects page (only one may exist).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerBannerCollection } from '../../lib/banner-collection.ts';

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
    messages: {
      added: 'Banner added successfully',
      updated: 'Banner updated successfully',
      deleted: 'Banner deleted successfully',
      status: 'Banner status updated successfully',
      imageRequired: 'Please upload a banner image',
    },
  });
};

export default ongoingBanners;
