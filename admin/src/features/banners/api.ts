// The banners of the public listing pages (SPEC.md section 7 "Show projects, banners, content pages";
// API.md /api/ongoing-banners and /api/our-projects): titles, an image, and for our projects HTML
// descriptions. Answer types come from server/api-types.ts.
import type { OngoingBanner, OurProjectsBanner } from '../../../../server/api-types.ts';
import type { CrudTexts } from '../../hooks/useCrud.ts';
import { failureTexts } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';
import { msg } from '../../lib/i18n.ts';

/** Either kind of listing banner (the ongoing one has no descriptions). */
export type ListingBanner = OngoingBanner | OurProjectsBanner;

export interface ListingBannerInput {
  title_en: string;
  title_tr: string;
  description_en?: string;
  description_tr?: string;
  /** required on create; null keeps the current image */
  banner_image: File | null;
}

/** A listing-banner collection at `path`, whose list comes under `listKey`. */
const bannerSource = (path: string, listKey: string) => restSource<ListingBanner, ListingBannerInput>({ key: ['listing-banners', path], path, listKey });

export const ongoingBannersApi = bannerSource('/api/ongoing-banners', 'banners');
export const ourProjectsBannersApi = bannerSource('/api/our-projects', 'ourProjects');

/** SPEC.md section 8: msg('Failed to create/update/delete banner'), the banner toasts and statuses. */
export const LISTING_BANNER_TEXTS: CrudTexts = {
  loadFailure: failureTexts(msg('Failed to fetch banners')),
  created: msg('Banner added successfully'),
  updated: msg('Banner updated successfully'),
  createFailure: { failed: msg('Failed to create banner'), error: msg('Error saving banner') },
  saveFailure: { failed: msg('Failed to update banner'), error: msg('Error saving banner') },
  toggled: msg('Banner status updated successfully'),
  toggleFailure: { failed: msg('Failed to toggle banner status'), error: msg('Error updating banner status') },
  deleted: msg('Banner deleted successfully'),
  deleteFailure: failureTexts(msg('Failed to delete banner')),
  confirmDelete: msg('Are you sure you want to delete this banner?'),
};
