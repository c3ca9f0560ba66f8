// Projects and their parts (SPEC.md section 7 "Projects"; API.md "Projects" and "Project banners,
// details, gallery"). Answer types come from server/api-types.ts; the parts are scoped to their parent
// (a project's banners and details, a detail's gallery).
import type { Project, ProjectBanner, ProjectDetail, ProjectGalleryImage } from '../../../../server/api-types.ts';
import type { CrudTexts } from '../../hooks/useCrud.ts';
import { api, formData } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';
import { uploadWithProgress } from '../../lib/upload.ts';

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
  loadFailure: { failed: 'Failed to fetch projects', error: 'Error fetching projects' },
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  createFailure: { failed: 'Failed to create project', error: 'Error creating project' },
  saveFailure: { failed: 'Failed to update project', error: 'Error updating project' },
  toggled: 'Project status updated',
  toggleFailure: { failed: 'Failed to update project status', error: 'Error updating project status' },
  deleted: 'Project deleted successfully',
  deleteFailure: { failed: 'Failed to delete project', error: 'Error deleting project' },
  confirmDelete: 'Are you sure you want to delete this project?',
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
  loadFailure: { failed: 'Failed to fetch banners', error: 'Error fetching project data' },
  created: 'Banner added successfully',
  updated: 'Banner updated successfully',
  saveFailure: { failed: 'Failed to save banner', error: 'Error saving banner' },
  toggled: 'Banner status updated successfully',
  toggleFailure: { failed: 'Failed to update banner status', error: 'Error updating banner status' },
  deleted: 'Banner deleted successfully',
  deleteFailure: { failed: 'Failed to delete banner', error: 'Failed to delete banner' },
  confirmDelete: 'Are you sure you want to delete this banner?',
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
  loadFailure: { failed: 'Error fetching project data', error: 'Error fetching project data' },
  created: 'Detail added successfully',
  updated: 'Detail updated successfully',
  saveFailure: { failed: 'Failed to save detail', error: 'Error creating or updating detail' },
  toggleFailure: { failed: 'Failed to update detail status', error: 'Failed to update detail status' },
  deleted: 'Detail deleted successfully',
  deleteFailure: { failed: 'Failed to delete detail', error: 'Failed to delete detail' },
  confirmDelete: 'Are you sure you want to delete this detail? This will also delete all associated gallery images.',
};

/** A detail's gallery; `detailId` null while no detail is selected (nothing is read then). */
export const galleryApi = (detailId: number | null) => ({
  key: ['project-gallery', detailId],
  list: async () => (await api.get<{ images: ProjectGalleryImage[] }>(`/v2/api/gallery/detail/${detailId}`)).images,
  toggle: (image: ProjectGalleryImage) => api.patch(`/v2/api/gallery/${image.id}/toggle-status`),
  remove: (id: number) => api.delete(`/v2/api/gallery/${id}`),
  /** sends every file in one multipart body, reporting the upload's progress */
  upload: (files: File[], onProgress: (percent: number) => void) => {
    const body = formData({ project_detail_id: detailId });
    for (const f of files) body.append('images', f);
    return uploadWithProgress('/v2/api/gallery/multiple', body, { onProgress });
  },
  /** saves the order of the detail's images (ids in their new order) */
  sort: async (ids: number[]) => (await api.put<{ images: ProjectGalleryImage[] }>('/v2/api/gallery/sort-order', { ids })).images,
});

export const GALLERY_TEXTS: CrudTexts = {
  loadFailure: { failed: 'Error fetching gallery images', error: 'Error fetching gallery images' },
  // images are added by the upload (MultiImageUpload, with its own texts), never by a form
  saveFailure: { failed: 'Failed to upload images', error: 'Error uploading images' },
  toggleFailure: { failed: 'Failed to update gallery image status', error: 'Failed to update gallery image status' },
  deleted: 'Image deleted successfully',
  deleteFailure: { failed: 'Failed to delete image', error: 'Error deleting image' },
  confirmDelete: 'Are you sure you want to delete this image?',
};
