// /api/our-projects: banners of the public our-projects page (titles, HTML descriptions, image; no limit).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OUR_PROJECTS_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { OurProjectsBannerSchema } from '../../schemas/banners.ts';

const ourProjects: FastifyPluginAsyncTypebox = async (app) => {
  registerTitledItems(app, {
    path: '/our-projects',
    kind: OUR_PROJECTS_BANNERS,
    tags: ['listing banners'],
    listKeys: ['ourProjects'],
    itemKey: 'ourProject',
    item: OurProjectsBannerSchema,
    thing: 'Banner',
    html: ['description_en', 'description_tr'],
    required: ['title_en', 'title_tr', 'description_en', 'description_tr'],
    active: 'list',
    folder: 'our-projects',
    messages: BANNER_MESSAGES,
  });
};

export default ourProjects;
