// The texts of Contact Edit (SPEC.md sections 5 and 8).
import { failureTexts } from '../../lib/api.ts';

export const CONTACT_TEXTS = {
  load: failureTexts('Failed to fetch contact data'),
  createFailure: 'Failed to create initial contact data',
  missing: 'Contact ID not found. Please refresh the page.',
  save: failureTexts('Failed to save changes'),
  saved: 'Changes saved successfully',
  cardRequired: 'Please fill in all required fields',
  cardAdded: 'Contact card added successfully',
  cardSaved: 'Contact card updated successfully',
  cardDeleted: 'Contact card deleted successfully',
  confirmDelete: 'Are you sure you want to delete this contact card?',
};
