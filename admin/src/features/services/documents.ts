// The services document (API.md /api/services) and the texts of its screen (SPEC.md sections 5 and 8).
import type { ServiceCard, ServicesData } from '../../../../server/api-types.ts';
import type { DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { failureTexts } from '../../lib/api.ts';
import { imageRule, type FileRule } from '../../lib/files.ts';
import { msg } from '../../lib/i18n.ts';

export type { ServiceCard, ServicesData };

export const SERVICES: DocumentSource<ServicesData> = {
  key: ['services'],
  path: '/api/services',
  column: 'services_data',
  history: 'services',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    section: { title_en: '', title_tr: '', description_en: '', description_tr: '' },
    services: [],
  },
};

/** SPEC.md section 9: the banner title saves 1 s after typing stops, the section text 0.5 s after. */
export const AUTOSAVE_MS = { banner: 1000, section: 500 } as const;

export const SERVICES_TEXTS = {
  load: failureTexts(msg('Failed to load services data')),
  banner: failureTexts(msg('Failed to save changes')),
  section: failureTexts(msg('Failed to save section content')),
  addCard: failureTexts(msg('Failed to add service card')),
  saveCard: failureTexts(msg('Failed to save service card')),
  status: failureTexts('Failed to update status'),
  required: msg('Please fill all required fields'),
  cardRequired: msg('Please fill all fields and upload an image'),
  cardAdded: msg('Service card added successfully'),
  cardSaved: msg('Service card updated successfully'),
  cardDeleted: msg('Service card deleted successfully'),
  confirmDelete: msg('Are you sure you want to delete this service card?'),
};

/** Service images: JPG, PNG or SVG (SPEC.md section 5 "Services"), the server's size ceiling. */
export const SERVICE_IMAGE: FileRule = {
  ...imageRule(['JPEG', 'PNG', 'SVG'], 20),
  // no formats: checkFile would compose 'JPEG, PNG, or SVG' from them instead of SPEC.md's own message
  formats: undefined,
  typeMessage: msg('Please select a valid image file (JPG, PNG, or SVG)'),
};
