// News and its parts (SPEC.md section 7 "News"; API.md "/api": /api/admin/news, /api/news-details,
// /api/news-gallery, /api/news-details-banners, /api/news-page-banner), with the SPEC.md section 8
// texts of each. Answer types come from server/api-types.ts; the parts are scoped to their parent.
import type { News, NewsDetail, NewsDetailBanner, NewsGalleryImage, NewsPageBanner } from '../../../../server/api-types.ts';
import type { CrudSource, CrudTexts } from '../../hooks/useCrud.ts';
import { api, appendField, failureTexts, formData } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { msg } from '../../lib/i18n.ts';

export type { News, NewsDetail, NewsDetailBanner, NewsGalleryImage, NewsPageBanner };

export interface NewsInput {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  /** required on create; null keeps the current image */
  image: File | null;
}

export const newsApi = restSource<News, NewsInput>({ key: ['news'], path: '/api/admin/news', listKey: 'news', toggleMethod: 'put' });

export const NEWS_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch news'), error: msg('Error fetching news data') },
  created: msg('News created successfully'),
  updated: msg('News updated successfully'),
  saveFailure: failureTexts(msg('Failed to create or update news')),
  toggleFailure: failureTexts(msg('Failed to update news status')),
  deleted: msg('News deleted successfully'),
  deleteFailure: failureTexts(msg('Failed to delete banner, detail or image')),
  confirmDelete: msg('Are you sure you want to delete this news?'),
};

/** One news item, whatever its status (the admin's token sees inactive ones too). */
export const newsItemKey = (id: number) => ['news', id] as const;
export const getNewsItem = async (id: number) => (await api.get<{ news: News }>(`/api/news/${id}`)).news;
export const NEWS_ITEM_TEXTS = { failed: msg('Failed to fetch news data'), error: msg('Error fetching news data') };

export interface NewsDetailInput {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  gallery_description_en: string;
  gallery_description_tr: string;
  status: 'active' | 'inactive';
  /** required on create; null keeps the current image */
  feature_image: File | null;
}

export const newsDetailsApi = (newsId: number) =>
  restSource<NewsDetail, NewsDetailInput>({
    key: ['news-details', newsId],
    path: '/api/news-details',
    listPath: `/api/news-details/news/${newsId}`,
    listKey: 'details',
    extra: { news_id: newsId },
    toggleMethod: 'put',
  });

const DELETE_FAILURE = failureTexts(msg('Failed to delete banner, detail or image'));

export const DETAIL_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch news data'), error: msg('Error fetching news data') },
  created: msg('Detail added successfully'),
  updated: msg('Detail updated successfully'),
  saveFailure: { failed: msg('Failed to save detail'), error: msg('Error creating or updating detail') },
  toggleFailure: failureTexts(msg('Failed to update detail status')),
  deleted: msg('Detail deleted successfully'),
  deleteFailure: DELETE_FAILURE,
  confirmDelete: msg('Are you sure you want to delete this detail? This will also delete all associated gallery images.'),
};

export const newsGalleryApi = (detailId: number | null): CrudSource<NewsGalleryImage, never> => ({
  key: ['news-gallery', detailId],
  list: async () => (await api.get<{ gallery: NewsGalleryImage[] }>(`/api/news-gallery/detail/${detailId}`)).gallery,
  toggle: (g) => api.put(`/api/news-gallery/${g.id}/toggle-status`),
  remove: (id, version) => api.delete(`/api/news-gallery/${id}`, { version }),
});

export const uploadNewsGallery = (detailId: number, files: File[], onProgress: (percent: number) => void) => {
  const body = formData({ news_detail_id: detailId });
  // a library file goes as images_media (appendField), an upload as images
  for (const f of files) appendField(body, 'images', f);
  return uploadWithProgress('/api/news-gallery/multiple', body, { onProgress });
};

export const sortNewsGallery = (ids: number[]) => api.put<{ gallery: NewsGalleryImage[] }>('/api/news-gallery/sort-order', { ids });

export const GALLERY_TEXTS: CrudTexts = {
  loadFailure: failureTexts(msg('Error fetching gallery images')),
  created: msg('Images uploaded successfully'),
  updated: msg('Images uploaded successfully'),
  saveFailure: { failed: msg('Failed to upload images'), error: msg('Error uploading images') },
  toggleFailure: failureTexts(msg('Failed to update gallery image status')),
  deleted: msg('Image deleted successfully'),
  deleteFailure: { failed: DELETE_FAILURE.failed, error: msg('Error deleting image') },
  confirmDelete: msg('Are you sure you want to delete this image?'),
};

export interface DetailBannerInput {
  title_en: string;
  title_tr: string;
  gallery_description_en: string;
  gallery_description_tr: string;
  /** required on create; null keeps the current image */
  banner_image: File | null;
}

export const detailBannersApi = (detailId: number | null): CrudSource<NewsDetailBanner, DetailBannerInput> => ({
  key: ['news-detail-banners', detailId],
  list: async () => (await api.get<{ banners: NewsDetailBanner[] }>(`/api/news-details-banners/detail/${detailId}`)).banners,
  create: (input) => api.post('/api/news-details-banners', formData({ news_detail_id: detailId, ...input })),
  update: (id, input, version) => api.put(`/api/news-details-banners/${id}`, formData({ ...input }), { version }),
  toggle: (b) => api.put(`/api/news-details-banners/${b.id}/toggle-status`),
  remove: (id, version) => api.delete(`/api/news-details-banners/${id}`, { version }),
});

/** The texts of every banner collection of the news screens (SPEC.md section 8). */
export const BANNER_TEXTS = (loadFailure: CrudTexts['loadFailure']): CrudTexts => ({
  loadFailure,
  created: msg('Banner added successfully'),
  updated: msg('Banner updated successfully'),
  saveFailure: { failed: msg('Failed to save banner'), error: msg('Error saving banner') },
  toggled: msg('Banner status updated successfully'),
  toggleFailure: { failed: msg('Failed to update banner status'), error: msg('Error updating banner status') },
  deleted: msg('Banner deleted successfully'),
  deleteFailure: DELETE_FAILURE,
  confirmDelete: msg('Are you sure you want to delete this banner?'),
});

export interface PageBannerInput {
  title_en: string;
  title_tr: string;
  /** required on create; null keeps the current image */
  banner: File | null;
}

export const newsPageBannerApi: CrudSource<NewsPageBanner, PageBannerInput> = {
  key: ['news-page-banner'],
  list: async () => (await api.get<{ data: NewsPageBanner[] }>('/api/news-page-banner')).data,
  create: (input) => api.post('/api/news-page-banner', formData({ ...input })),
  update: (id, input, version) => api.put(`/api/news-page-banner/${id}`, formData({ ...input }), { version }),
  toggle: (b) => api.put(`/api/news-page-banner/${b.id}/toggle-status`),
};
