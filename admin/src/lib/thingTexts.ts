// What one kind of item is called across its screen, as whole texts: Turkish cannot be made by gluing an
// English noun into "Add {x}" or "{x} image of {name}" (the noun takes a case ending, the order changes),
// so each kind names every text it needs, each a key of the admin's catalog.
import { msg } from './i18n.ts';

export interface ThingTexts {
  /** the create form's title and the button that opens it */
  add: string;
  /** the edit form's title */
  edit: string;
  /** the create form's submit button */
  save: string;
  /** the edit form's submit button */
  update: string;
  /** an item in the names of its row's controls ("Edit {row}"), `{name}` its title or number */
  row: string;
  /** its image's alt text, `{name}` its title or number */
  image: string;
}

export const BANNER_TEXTS: ThingTexts = {
  add: msg('Add Banner'),
  edit: msg('Edit Banner'),
  save: msg('Save Banner'),
  update: msg('Update Banner'),
  row: msg('banner {name}'),
  image: msg('Banner image of {name}'),
};

export const DETAIL_TEXTS: ThingTexts = {
  add: msg('Add Detail'),
  edit: msg('Edit Detail'),
  save: msg('Save Detail'),
  update: msg('Update Detail'),
  row: msg('detail {name}'),
  image: msg('Feature image of {name}'),
};

export const DESIGN_SECTION_TEXTS: ThingTexts = {
  add: msg('Add Design Section'),
  edit: msg('Edit Design Section'),
  save: msg('Save Design Section'),
  update: msg('Update Design Section'),
  row: msg('design section {name}'),
  image: msg('Design section image {name}'),
};
