import { describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/ongoing-banners',
  listKey: 'banners',
  itemKey: 'banner',
  imageField: 'banner_image',
  descriptions: false,
  notFound: 'Banner not found',
  limitMessage: 'Only one ongoing banner can exist',
  messages: {
    added: 'Banner added successfully',
    updated: 'Banner updated successfully',
    deleted: 'Banner deleted successfully',
    status: 'Banner status updated successfully',
    imageRequired: 'Please upload a banner image',
  },
});
