// /v2/api/details (API.md "Project banners, details, gallery"): the detail blocks of a project.
// Deleting a detail takes its gallery images and their files along.
import type { FastifyPluginAsync } from 'fastify';
import { ProjectDetailSchema } from '../shared/project-schemas.ts';
import { registerProjectParts } from '../shared/project-parts.ts';

const projectDetails: FastifyPluginAsync = async (app) => {
  registerProjectParts(app, {
    table: 'project_details',
    path: '/details',
    tags: ['project details'],
    listKey: 'details',
    itemKey: 'detail',
    thing: 'Detail',
    item: ProjectDetailSchema,
    texts: ['description_en', 'description_tr'],
    imageField: 'feature_image',
    folder: 'project-details',
    messages: {
      added: 'Detail added successfully',
      updated: 'Detail updated successfully',
      deleted: 'Detail deleted successfully',
      status: 'Detail status updated successfully',
      imageRequired: 'Feature image is required',
    },
  });
};

export default projectDetails;
