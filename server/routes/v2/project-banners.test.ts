import { describeProjectParts } from '../../test/project-part-suite.ts';

describeProjectParts({
  url: '/v2/api/banners',
  listKey: 'banners',
  itemKey: 'banner',
  thing: 'Banner',
  imageField: 'banner_image',
  texts: ['detail_en', 'detail_tr'],
  messages: {
    added: 'Banner added successfully',
    updated: 'Banner updated successfully',
    deleted: 'Banner deleted successfully',
    status: 'Banner status updated successfully',
    imageRequired: 'Please upload a banner image',
  },
});
