import { describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/our-projects',
  listKey: 'ourProjects',
  itemKey: 'ourProject',
  imageField: 'banner_image',
  descriptions: true,
  notFound: 'Banner not found',
  messages: {
    added: 'Banner added successfully',
    updated: 'Banner updated successfully',
    deleted: 'Banner deleted successfully',
    status: 'Banner status updated successfully',
    imageRequired: 'Please upload a banner image',
  },
});
