// The admin route that edits a search hit (issue 22, item 3), from the one map of where each content
// type is edited (features/history/places.ts). The server puts it in each hit of GET /v2/api/search.
import { pathTo } from '../../config/paths.ts';
import { PLACES } from '../history/places.ts';

/** The publishing mode is a setting without history: the Publishing tab of Site Settings. */
const SETTINGS_TABS: Record<string, string> = { publishing: 'publishing' };

/** Its screen, on its tab, with its edit dialog open when the screen is a list (`?edit=id`). */
export function editorLink(contentType: string, id: number): string {
  const tab = SETTINGS_TABS[contentType];
  if (tab) return `${pathTo('settings')}?tab=${tab}`;
  const place = PLACES[contentType];
  if (!place) return pathTo('dashboard');
  const params = new URLSearchParams();
  if (place.tab) params.set('tab', place.tab);
  if (place.editParam && id > 0) params.set('edit', String(id));
  const query = params.toString();
  return query ? `${place.screen(id)}?${query}` : place.screen(id);
}
