// Projects and their parts (SPEC.md section 7 "Projects"; API.md "Projects" and "Project banners,
// details, gallery"). Answer types come from server/api-types.ts; the parts are scoped to their parent
// (a project's banners and details, a detail's gallery).
import type { Project, ProjectBanner, ProjectDetail, ProjectGalleryImage } from '../../../../server/api-types.ts';
import type { CrudTexts } from '../../hooks/useCrud.ts';
import { api, appendField, formData } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { msg } from '../../lib/i18n.ts';

export type ProjectType = Project['type'];

export interface ProjectInput {
  title_en: string;
  title_tr: string;
  type: ProjectType;
  /** required on create; null keeps the current cover */
  cover_image: File | null;
}

export const projectsApi = restSource<Project, ProjectInput>({ key: ['projects'], path: '/v2/api/projects', listKey: 'projects' });

export const projectKey = (id: number) => ['projects', id] as const;
export const getProject = async (id: number) => (await api.get<{ project: Project }>(`/v2/api/projects/${id}`)).project;

/** SPEC.md section 8. */
export const PROJECT_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch projects'), error: msg('Error fetching projects') },
  created: msg('Project created successfully'),
  updated: msg('Project updated successfully'),
  createFailure: { failed: msg('Failed to create project'), error: msg('Error creating project') },
  saveFailure: { failed: msg('Failed to update project'), error: msg('Error updating project') },
  toggled: msg('Project status updated'),
  toggleFailure: { failed: msg('Failed to update project status'), error: msg('Error updating project status') },
  deleted: msg('Project deleted successfully'),
  deleteFailure: { failed: msg('Failed to delete project'), error: msg('Error deleting project') },
  confirmDelete: msg('Are you sure you want to delete this project?'),
};

export interface BannerInput {
  title_en: string;
  title_tr: string;
  detail_en: string;
  detail_tr: string;
  /** required on create; null keeps the current image */
  banner_image: File | null;
}

/** A project's parts (banners or details) at `path`, listed at {path}/project/{projectId}. */
const projectParts = <T extends { id: number }, I extends object>(path: string, listKey: string, projectId: number) =>
  restSource<T, I>({ key: [`project-${listKey}`, projectId], path, listPath: `${path}/project/${projectId}`, listKey, extra: { project_id: projectId } });

export const projectBannersApi = (projectId: number) => projectParts<ProjectBanner, BannerInput>('/v2/api/banners', 'banners', projectId);

export const PROJECT_BANNER_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Failed to fetch banners'), error: msg('Error fetching project data') },
  created: msg('Banner added successfully'),
  updated: msg('Banner updated successfully'),
  saveFailure: { failed: msg('Failed to save banner'), error: msg('Error saving banner') },
  toggled: msg('Banner status updated successfully'),
  toggleFailure: { failed: msg('Failed to update banner status'), error: msg('Error updating banner status') },
  deleted: msg('Banner deleted successfully'),
  deleteFailure: { failed: msg('Failed to delete banner'), error: msg('Failed to delete banner') },
  confirmDelete: msg('Are you sure you want to delete this banner?'),
};

export interface DetailInput {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  /** required on create; null keeps the current image */
  feature_image: File | null;
}

export const projectDetailsApi = (projectId: number) => projectParts<ProjectDetail, DetailInput>('/v2/api/details', 'details', projectId);

export const PROJECT_DETAIL_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Error fetching project data'), error: msg('Error fetching project data') },
  created: msg('Detail added successfully'),
  updated: msg('Detail updated successfully'),
  saveFailure: { failed: msg('Failed to save detail'), error: msg('Error creating or updating detail') },
  toggleFailure: { failed: msg('Failed to update detail status'), error: msg('Failed to update detail status') },
  deleted: msg('Detail deleted successfully'),
  deleteFailure: { failed: msg('Failed to delete detail'), error: msg('Failed to delete detail') },
  confirmDelete: msg('Are you sure you want to delete this detail? This will also delete all associated gallery images.'),
};

/** A detail's gallery; `detailId` null while no detail is selected (nothing is read then). */
export const galleryApi = (detailId: number | null) => ({
  key: ['project-gallery', detailId],
  list: async () => (await api.get<{ images: ProjectGalleryImage[] }>(`/v2/api/gallery/detail/${detailId}`)).images,
  toggle: (image: ProjectGalleryImage) => api.patch(`/v2/api/gallery/${image.id}/toggle-status`),
  remove: (id: number, version?: string) => api.delete(`/v2/api/gallery/${id}`, { version }),
  /** sends every file in one multipart body, reporting the upload's progress */
  upload: (files: File[], onProgress: (percent: number) => void) => {
    const body = formData({ project_detail_id: detailId });
    // a library file goes as images_media (appendField), an upload as images
    for (const f of files) appendField(body, 'images', f);
    return uploadWithProgress('/v2/api/gallery/multiple', body, { onProgress });
  },
  /** saves the order of the detail's images (ids in their new order) */
  sort: async (ids: number[]) => (await api.put<{ images: ProjectGalleryImage[] }>('/v2/api/gallery/sort-order', { ids })).images,
});

export const GALLERY_TEXTS: CrudTexts = {
  loadFailure: { failed: msg('Error fetching gallery images'), error: msg('Error fetching gallery images') },
  // images are added by the upload (MultiImageUpload, with its own texts), never by a form
  saveFailure: { failed: msg('Failed to upload images'), error: msg('Error uploading images') },
  toggleFailure: { failed: msg('Failed to update gallery image status'), error: msg('Failed to update gallery image status') },
  deleted: msg('Image deleted successfully'),
  deleteFailure: { failed: msg('Failed to delete image'), error: msg('Error deleting image') },
  confirmDelete: msg('Are you sure you want to delete this image?'),
};
