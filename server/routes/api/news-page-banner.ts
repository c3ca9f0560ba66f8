// /api/news-page-banner: the banner of the public news listing (API.md "/api"). The file field is
// `banner` and the column banner_image; GET /active answers the one banner to show (the newest active).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEWS_PAGE_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { NewsPageBannerSchema } from '../../schemas/banners.ts';

const newsPageBanner: FastifyPluginAsyncTypebox = async (app) => {
  registerTitledItems(app, {
    path: '/news-page-banner',
    kind: NEWS_PAGE_BANNERS,
    tags: ['news page banner'],
    listKeys: ['data'],
    itemKey: 'data',
    active: 'one',
    item: NewsPageBannerSchema,
    thing: 'Banner',
    html: [],
    required: ['title_en', 'title_tr'],
    fileField: 'banner',
    // SPEC.md: 10MB is advice shown to the admin, not a limit; the general 20MB ceiling applies.
    imageAdvice: 'recommended 1920x1080, at most 10MB advised',
    folder: 'news-banners',
    messages: BANNER_MESSAGES,
  });
};

export default newsPageBanner;
