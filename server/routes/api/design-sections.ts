// /api/design-sections: the design block of the public home page (at most one).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DESIGN_SECTIONS } from '../../../content-db/image-items.ts';
import { registerTitledItems } from '../../lib/titled-items.ts';
import { DesignSectionSchema } from '../../schemas/banners.ts';

const designSections: FastifyPluginAsyncTypebox = async (app) => {
  registerTitledItems(app, {
    path: '/design-sections',
    kind: DESIGN_SECTIONS,
    tags: ['home'],
    listKeys: ['sections'],
    itemKey: 'section',
    item: DesignSectionSchema,
    thing: 'Section',
    html: ['description_en', 'description_tr'],
    required: ['title_en', 'title_tr', 'description_en', 'description_tr'],
    active: 'list',
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
