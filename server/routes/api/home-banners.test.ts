import { describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/banners',
  listKey: 'banners',
  itemKey: 'banner',
  imageField: 'banner_image',
  descriptions: true,
  notFound: 'Banner not found',
  limitMessage: 'Only one banner can be added',
  messages: {
    added: 'Banner added successfully',
    updated: 'Banner updated successfully',
    deleted: 'Banner deleted successfully',
    status: 'Banner status updated successfully',
    imageRequired: 'Please upload a banner image',
    listed: 'Banners fetched successfully',
  },
});
