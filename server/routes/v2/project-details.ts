// /v2/api/details (API.md "Project banners, details, gallery"): the detail blocks of a project.
// Deleting a detail takes its gallery images and their files along.
import type { FastifyPluginAsync } from 'fastify';
import { PROJECT_DETAILS } from '../../../content-db/image-items.ts';
import { DETAIL_MESSAGES, PROJECT_PART, registerTitledItems } from '../../lib/titled-items.ts';
import { ProjectDetailSchema } from '../../schemas/projects.ts';

const projectDetails: FastifyPluginAsync = async (app) => {
  registerTitledItems(app, {
    kind: PROJECT_DETAILS,
    path: '/details',
    tags: ['project details'],
    item: ProjectDetailSchema,
    listKeys: ['details'],
    itemKey: 'detail',
    thing: 'Detail',
    ...PROJECT_PART,
    html: ['description_en', 'description_tr'],
    folder: 'project-details',
    messages: DETAIL_MESSAGES,
  });
};

export default projectDetails;
