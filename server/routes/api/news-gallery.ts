// /api/news-gallery: the images of a news detail, in their sort order (API.md "/api").
// An upload of several images is all-or-nothing: one refused file stores none.
import type { FastifyPluginAsync } from 'fastify';
import { NEWS_GALLERY } from '../../../content-db/image-items.ts';
import { registerGallery } from '../../lib/gallery-routes.ts';
import { NewsGalleryImageSchema } from '../../schemas/news.ts';

const newsGallery: FastifyPluginAsync = async (app) => {
  registerGallery(app, {
    kind: NEWS_GALLERY,
    path: '/news-gallery',
    tags: ['news gallery'],
    item: NewsGalleryImageSchema,
    listKey: 'gallery',
    parentField: 'news_detail_id',
    titles: ['title_en', 'title_tr'],
    folder: 'news-gallery',
  });
};

export default newsGallery;
