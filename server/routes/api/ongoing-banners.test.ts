import { BANNER_TEXTS, describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/ongoing-banners',
  listKey: 'banners',
  itemKey: 'banner',
  imageField: 'banner_image',
  descriptions: false,
  notFound: 'Banner not found',
  limitMessage: 'Only one ongoing banner can exist',
  messages: BANNER_TEXTS,
});
