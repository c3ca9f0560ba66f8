// /v2/api/banners (API.md "Project banners, details, gallery"): the banners of a project.
// Not /api/banners, which are the home page's hero banners.
import type { FastifyPluginAsync } from 'fastify';
import { PROJECT_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, PROJECT_PART, registerTitledItems } from '../../lib/titled-items.ts';
import { ProjectBannerSchema } from '../../schemas/projects.ts';

const projectBanners: FastifyPluginAsync = async (app) => {
  registerTitledItems(app, {
    kind: PROJECT_BANNERS,
    path: '/banners',
    tags: ['project banners'],
    item: ProjectBannerSchema,
    listKeys: ['banners'],
    itemKey: 'banner',
    thing: 'Banner',
    ...PROJECT_PART,
    html: ['detail_en', 'detail_tr'],
    folder: 'project-banners',
    messages: BANNER_MESSAGES,
  });
};

export default projectBanners;
