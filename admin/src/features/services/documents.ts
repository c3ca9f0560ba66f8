// The services document (API.md /api/services) and the texts of its screen (SPEC.md sections 5 and 8).
import type { ServiceCard, ServicesData } from '../../../../server/api-types.ts';
import type { DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { failureTexts } from '../../lib/api.ts';
import { imageRule, type FileRule } from '../../lib/files.ts';

export type { ServiceCard, ServicesData };

export const SERVICES: DocumentSource<ServicesData> = {
  key: ['services'],
  path: '/api/services',
  column: 'services_data',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    section: { title_en: '', title_tr: '', description_en: '', description_tr: '' },
    services: [],
  },
};

/** SPEC.md section 9: the banner title saves 1 s after typing stops, the section text 0.5 s after. */
export const AUTOSAVE_MS = { banner: 1000, section: 500 } as const;

export const SERVICES_TEXTS = {
  load: failureTexts('Failed to load services data'),
  banner: failureTexts('Failed to save changes'),
  section: failureTexts('Failed to save section content'),
  addCard: failureTexts('Failed to add service card'),
  saveCard: failureTexts('Failed to save service card'),
  status: failureTexts('Failed to update status'),
  required: 'Please fill all required fields',
  cardRequired: 'Please fill all fields and upload an image',
  cardAdded: 'Service card added successfully',
  cardSaved: 'Service card updated successfully',
  cardDeleted: 'Service card deleted successfully',
  confirmDelete: 'Are you sure you want to delete this service card?',
};

/** Service images: JPG, PNG or SVG (SPEC.md section 5 "Services"), the server's size ceiling. */
export const SERVICE_IMAGE: FileRule = { ...imageRule(['JPEG', 'PNG', 'SVG'], 20), typeMessage: 'Please select a valid image file (JPG, PNG, or SVG)' };
