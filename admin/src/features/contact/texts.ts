// The texts of Contact Edit (SPEC.md sections 5 and 8).
import { failureTexts } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';

export const CONTACT_TEXTS = {
  load: failureTexts(msg('Failed to fetch contact data')),
  createFailure: msg('Failed to create initial contact data'),
  missing: msg('Contact ID not found. Please refresh the page.'),
  save: failureTexts(msg('Failed to save changes')),
  saved: msg('Changes saved successfully'),
  cardRequired: msg('Please fill in all required fields'),
  cardAdded: msg('Contact card added successfully'),
  cardSaved: msg('Contact card updated successfully'),
  cardDeleted: msg('Contact card deleted successfully'),
  confirmDelete: msg('Are you sure you want to delete this contact card?'),
};
