// /v2/api/gallery (API.md "Project banners, details, gallery"): the images of a project detail, in the
// order the admin drags them into. An upload of several images is all or nothing.
import type { FastifyPluginAsync } from 'fastify';
import { PROJECT_GALLERY } from '../../../content-db/image-items.ts';
import { registerGallery } from '../../lib/gallery-routes.ts';
import { ProjectGalleryImageSchema } from '../../schemas/projects.ts';

const gallery: FastifyPluginAsync = async (app) => {
  registerGallery(app, {
    kind: PROJECT_GALLERY,
    path: '/gallery',
    tags: ['project gallery'],
    item: ProjectGalleryImageSchema,
    listKey: 'images',
    parentField: 'project_detail_id',
    titles: ['title'],
    folder: 'project-gallery',
  });
};

export default gallery;
