// /api/news-page-banner: the banner of the public news listing (API.md "/api"). The file field is
// `banner` and the column banner_image; GET /active answers the one banner to show (the newest active).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANNER_MESSAGES, registerBannerCollection } from '../../lib/banner-collection.ts';

const newsPageBanner: FastifyPluginAsyncTypebox = async (app) => {
  registerBannerCollection(app, {
    path: '/news-page-banner',
    table: 'news_page_banners',
    tags: ['news page banner'],
    listKey: 'data',
    itemKey: 'data',
    active: 'one',
    thing: 'Banner',
    descriptions: false,
    imageField: 'banner_image',
    fileField: 'banner',
    // SPEC.md: 10MB is advice shown to the admin, not a limit; the general 20MB ceiling applies.
    imageAdvice: 'recommended 1920x1080, at most 10MB advised',
    folder: 'news-banners',
    messages: BANNER_MESSAGES,
  });
};

export default newsPageBanner;
