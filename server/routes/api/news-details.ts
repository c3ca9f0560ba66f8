// /api/news-details: the detail blocks of a news item (API.md "/api"). Visitors see a detail only
// when it and its news item are active; deleting a detail takes its gallery and banners along.
import type { FastifyPluginAsync } from 'fastify';
import { NEWS_DETAILS } from '../../../content-db/image-items.ts';
import { DETAIL_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { NewsDetailSchema } from '../../schemas/news.ts';

const newsDetails: FastifyPluginAsync = async (app) => {
  registerTitledItems(app, {
    kind: NEWS_DETAILS,
    path: '/news-details',
    tags: ['news details'],
    item: NewsDetailSchema,
    listKeys: ['details', 'data'],
    itemKey: 'detail',
    thing: 'Detail',
    parent: { field: 'news_id', segment: 'news', param: 'newsId', thing: 'News', missing: 'Please select a news item first' },
    html: ['description_en', 'description_tr', 'gallery_description_en', 'gallery_description_tr'],
    required: ['title_en'],
    requiredMessage: 'Title (EN) is required',
    statusField: true,
    folder: 'news-details',
    messages: DETAIL_MESSAGES,
  });
};

export default newsDetails;
