// The words of editing together (issue 28, API.md "Versions"), shared by the document editor, the CRUD
// forms and the merge notice. The first is also the server's message of a 412.
import { msg } from './i18n.ts';

export const CHANGED_BY_SOMEONE = msg('This item was changed by someone else');
/** the fields whose new value came from the other person */
export const THEIRS_KEPT = msg('Their changes were kept: {fields}');
/** the server's 409 of a publish, discard or ready mark naming a version the item has moved on from (shown as it comes) */
export const CHANGED_SINCE_SEEN = msg('This item changed since you looked at it');
