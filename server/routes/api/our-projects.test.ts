import { BANNER_TEXTS, describeBannerCollection } from '../../test/banner-collection-suite.ts';

describeBannerCollection({
  url: '/api/our-projects',
  listKey: 'ourProjects',
  itemKey: 'ourProject',
  imageField: 'banner_image',
  descriptions: true,
  notFound: 'Banner not found',
  messages: BANNER_TEXTS,
});
