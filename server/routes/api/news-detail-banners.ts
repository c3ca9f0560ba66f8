// /api/news-details-banners: the banners of a news detail (API.md "/api"). The public detail page
// asks GET /api/news-details-banners/{detailId} for the one banner to show.
import type { FastifyPluginAsync } from 'fastify';
import { NEWS_DETAIL_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { NewsDetailBannerSchema } from '../../schemas/news.ts';

const newsDetailBanners: FastifyPluginAsync = async (app) => {
  registerTitledItems(app, {
    kind: NEWS_DETAIL_BANNERS,
    path: '/news-details-banners',
    tags: ['news detail banners'],
    item: NewsDetailBannerSchema,
    listKeys: ['banners'],
    itemKey: 'banner',
    thing: 'Banner',
    parent: { field: 'news_detail_id', segment: 'detail', param: 'detailId', thing: 'Detail', missing: 'Please select a detail first' },
    html: ['gallery_description_en', 'gallery_description_tr'],
    required: [],
    single: 'newestOfParent',
    folder: 'news-detail-banners',
    messages: BANNER_MESSAGES,
  });
};

export default newsDetailBanners;
