// Show-project configurations (SPEC.md "Show projects"; API.md /api/show-projects): which projects the
// home, ongoing and our-projects pages show, in which order, under which titles. JSON bodies.
import type { ShowPage, ShowProject } from '../../../../server/api-types.ts';
import type { CrudTexts } from '../../hooks/useCrud.ts';
import { failureTexts } from '../../lib/api.ts';
import { restSource } from '../../lib/restSource.ts';

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
  home: 'Home Page',
  ongoing: 'Ongoing Projects',
  'our-projects': 'Our Projects',
};

/** SPEC.md section 8: 'Failed to update/save configuration', 'Failed to delete configuration', 'Failed to update status'. */
export const SHOW_PROJECT_TEXTS: CrudTexts = {
  loadFailure: failureTexts('Failed to load show projects'),
  created: 'Configuration created successfully',
  updated: 'Configuration updated successfully',
  createFailure: failureTexts('Failed to save configuration'),
  saveFailure: failureTexts('Failed to update configuration'),
  toggled: 'Configuration status updated successfully',
  toggleFailure: failureTexts('Failed to update status'),
  deleted: 'Configuration deleted successfully',
  deleteFailure: failureTexts('Failed to delete configuration'),
  confirmDelete: 'Are you sure you want to delete this configuration?',
};

export const REQUIRED_TEXT = 'Please fill all required fields and select at least one project';
