// /api/ongoing-banners: the banner of the public ongoing-projects page (only one may exist).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ONGOING_BANNERS } from '../../../content-db/image-items.ts';
import { BANNER_MESSAGES, registerTitledItems } from '../../lib/titled-items.ts';
import { OngoingBannerSchema } from '../../schemas/banners.ts';

const ongoingBanners: FastifyPluginAsyncTypebox = async (app) => {
  registerTitledItems(app, {
    path: '/ongoing-banners',
    kind: ONGOING_BANNERS,
    tags: ['listing banners'],
    listKeys: ['banners'],
    itemKey: 'banner',
    item: OngoingBannerSchema,
    thing: 'Banner',
    html: [],
    required: ['title_en', 'title_tr'],
    active: 'list',
    folder: 'ongoing-banners',
    limit: { rows: 1, message: 'Only one ongoing banner can exist' },
    messages: BANNER_MESSAGES,
  });
};

export default ongoingBanners;
