import { describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/design-sections',
  listKey: 'sections',
  itemKey: 'section',
  imageField: 'image',
  descriptions: true,
  notFound: 'Section not found',
  limitMessage: 'Only one design section can be added',
  messages: {
    added: 'Section added successfully',
    updated: 'Section updated successfully',
    deleted: 'Section deleted successfully',
    status: 'Section status updated successfully',
    imageRequired: 'Please upload an image',
  },
});
