// Show-project configurations (SPEC.md "Show projects"; API.md /api/show-projects): which projects the
// home, ongoing and our-projects pages show, in which order, under which titles. JSON bodies.
import type { ShowPage, ShowProject } from '../../../../server/api-types.ts';
import type { CrudTexts } from '../../hooks/useCrud.ts';
import { failureTexts } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';
import { msg } from '../../lib/i18n.ts';

export interface ShowProjectInput {
  title_en: string;
  title_tr: string;
  page_name: ShowPage;
  /** in display order, each once */
  project_ids: number[];
}

/** A new configuration starts active (the server decides); an update keeps the status. */
export const showProjectsApi = restSource<ShowProject, ShowProjectInput>({
  key: ['show-projects'],
  path: '/api/show-projects',
  listKey: 'showProjects',
  body: 'json',
});

/** The page a configuration fills, as the admin names it. */
export const PAGE_NAMES: Record<ShowPage, string> = {
  home: msg('Home Page'),
  ongoing: msg('Ongoing Projects'),
  'our-projects': msg('Our Projects'),
};

/** SPEC.md section 8: msg('Failed to update/save configuration'), msg('Failed to delete configuration'), msg('Failed to update status'). */
export const SHOW_PROJECT_TEXTS: CrudTexts = {
  loadFailure: failureTexts(msg('Failed to load show projects')),
  created: msg('Configuration created successfully'),
  updated: msg('Configuration updated successfully'),
  createFailure: failureTexts(msg('Failed to save configuration')),
  saveFailure: failureTexts(msg('Failed to update configuration')),
  toggled: msg('Configuration status updated successfully'),
  toggleFailure: failureTexts(msg('Failed to update status')),
  deleted: msg('Configuration deleted successfully'),
  deleteFailure: failureTexts(msg('Failed to delete configuration')),
  confirmDelete: msg('Are you sure you want to delete this configuration?'),
};

export const REQUIRED_TEXT = msg('Please fill all required fields and select at least one project');
