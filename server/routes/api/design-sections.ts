// /api/design-sections: the design block of the public home page (at most one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerBannerCollection } from '../../lib/banner-collection.ts';

const designSections: FastifyPluginAsyncTypebox = async (app) => {
  registerBannerCollection(app, {
    path: '/design-sections',
    table: 'design_sections',
    tags: ['home'],
    listKey: 'sections',
    itemKey: 'section',
    thing: 'Section',
    descriptions: true,
    imageField: 'image',
    folder: 'design-sections',
    limit: { rows: 1, message: 'Only one design section can be added' },
    messages: {
      added: 'Section added successfully',
      updated: 'Section updated successfully',
      deleted: 'Section deleted successfully',
      status: 'Section status updated successfully',
      // SPEC.md names no text for a section without an image.
      imageRequired: 'Please upload an image',
    },
  });
};

export default designSections;
