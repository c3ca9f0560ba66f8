import { BANNER_TEXTS } from '../../test/banner-collection-suite.ts';
import { describeProjectParts } from '../../test/project-part-suite.ts';

describeProjectParts({
  url: '/v2/api/banners',
  listKey: 'banners',
  itemKey: 'banner',
  thing: 'Banner',
  imageField: 'banner_image',
  texts: ['detail_en', 'detail_tr'],
  messages: BANNER_TEXTS,
});
