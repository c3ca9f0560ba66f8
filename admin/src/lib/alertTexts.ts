// The texts of the screens whose messages show in an alert (SPEC.md section 8 "Settings, WhatsApp and
// users"): every collection words them alike, e.g. for the WhatsApp setting
//   'Failed to load WhatsApp settings' / 'Error fetching WhatsApp settings. Please try again later.'
//   'WhatsApp setting created successfully!' / 'Failed to save WhatsApp setting' / 'Error saving WhatsApp setting. Please try again later.'
//   'WhatsApp status updated successfully!' / 'Failed to update WhatsApp status' / 'Error updating WhatsApp status. Please try again later.'
//   'WhatsApp setting deleted successfully!' / 'Failed to delete WhatsApp setting' / 'Are you sure you want to delete this WhatsApp setting?'
import type { FailureTexts } from './api.ts';
import type { CrudTexts } from '../hooks/useCrud.ts';
import { msg } from './i18n.ts';

const LATER = msg('Please try again later.');
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Failed to {verb} {thing}" and "Error {verbing} {thing}. Please try again later." */
export const alertFailure = (verb: string, verbing: string, thing: string): FailureTexts => ({
  failed: `Failed to ${verb} ${thing}`,
  error: `Error ${verbing} ${thing}. ${LATER}`,
});

/** "{Thing} {done} successfully!" */
export const alertSuccess = (thing: string, done: string) => `${capitalized(thing)} ${done} successfully!`;

/**
 * The CRUD texts of a collection: `one` and `many` name an item ("user", "users"); `status` names
 * what a toggle changes ("WhatsApp status"), for collections with a status switch.
 */
export function alertCrudTexts({ one, many, status }: { one: string; many: string; status?: string }): CrudTexts {
  return {
    loadFailure: alertFailure('load', 'fetching', many),
    created: alertSuccess(one, 'created'),
    updated: alertSuccess(one, 'updated'),
    saveFailure: alertFailure('save', 'saving', one),
    ...(status ? { toggled: alertSuccess(status, 'updated'), toggleFailure: alertFailure('update', 'updating', status) } : {}),
    deleted: alertSuccess(one, 'deleted'),
    deleteFailure: alertFailure('delete', 'deleting', one),
    confirmDelete: `Are you sure you want to delete this ${one}?`,
  };
}
