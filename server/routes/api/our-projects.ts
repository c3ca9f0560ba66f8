// /api/our-projects: banners of the public our-projects page (titles, HTML descriptions, image; no limit).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BANNER_MESSAGES, registerBannerCollection } from '../../lib/banner-collection.ts';

const ourProjects: FastifyPluginAsyncTypebox = async (app) => {
  registerBannerCollection(app, {
    path: '/our-projects',
    table: 'our_projects_banners',
    tags: ['listing banners'],
    listKey: 'ourProjects',
    itemKey: 'ourProject',
    thing: 'Banner',
    descriptions: true,
    imageField: 'banner_image',
    folder: 'our-projects',
    messages: BANNER_MESSAGES,
  });
};

export default ourProjects;
