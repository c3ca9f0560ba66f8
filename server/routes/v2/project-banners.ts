// /v2/api/banners (API.md "Project banners, details, gallery"): the banners of a project.
// Not /api/banners, which are the home page's hero banners.
import type { FastifyPluginAsync } from 'fastify';
import { BANNER_MESSAGES } from '../../lib/banner-collection.ts';
import { ProjectBannerSchema } from '../shared/project-schemas.ts';
import { registerProjectParts } from '../shared/project-parts.ts';

const projectBanners: FastifyPluginAsync = async (app) => {
  registerProjectParts(app, {
    table: 'project_banners',
    path: '/banners',
    tags: ['project banners'],
    listKey: 'banners',
    itemKey: 'banner',
    thing: 'Banner',
    item: ProjectBannerSchema,
    texts: ['detail_en', 'detail_tr'],
    imageField: 'banner_image',
    folder: 'project-banners',
    messages: BANNER_MESSAGES,
  });
};

export default projectBanners;
