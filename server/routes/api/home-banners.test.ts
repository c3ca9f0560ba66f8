import { BANNER_TEXTS, describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/banners',
  listKey: 'banners',
  itemKey: 'banner',
  imageField: 'banner_image',
  descriptions: true,
  notFound: 'Banner not found',
  limitMessage: 'Only one banner can be added',
  messages: { ...BANNER_TEXTS, listed: 'Banners fetched successfully' },
});
