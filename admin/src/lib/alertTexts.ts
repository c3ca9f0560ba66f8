// The texts of the screens whose messages show in an alert (SPEC.md section 8 "Settings, WhatsApp and
// users"): every collection words them alike, e.g. for the WhatsApp setting
//   'Failed to load WhatsApp settings' / 'Error fetching WhatsApp settings. Please try again later.'
//   'WhatsApp setting created successfully!' / 'Failed to save WhatsApp setting' / 'Error saving WhatsApp setting. Please try again later.'
//   'WhatsApp status updated successfully!' / 'Failed to update WhatsApp status' / 'Error updating WhatsApp status. Please try again later.'
//   'WhatsApp setting deleted successfully!' / 'Failed to delete WhatsApp setting' / 'Are you sure you want to delete this WhatsApp setting?'
import type { FailureTexts } from './api.ts';
import type { CrudTexts } from '../hooks/useCrud.ts';
import { addTurkish, msg } from './i18n.ts';

/**
 * The Turkish of each thing these texts name: the noun, its plural and its accusative ("Bu kullanıcıyı
 * silmek..."), so each English sentence gets a whole Turkish one, not Turkish words in English order.
 */
const TURKISH_NOUNS: Record<string, { one: string; acc: string }> = {
  user: { one: 'kullanıcı', acc: 'kullanıcıyı' },
  users: { one: 'kullanıcılar', acc: 'kullanıcıları' },
  'WhatsApp setting': { one: 'WhatsApp ayarı', acc: 'WhatsApp ayarını' },
  'WhatsApp settings': { one: 'WhatsApp ayarları', acc: 'WhatsApp ayarlarını' },
  'WhatsApp status': { one: 'WhatsApp durumu', acc: 'WhatsApp durumunu' },
  'Instagram setting': { one: 'Instagram ayarı', acc: 'Instagram ayarını' },
  'Instagram settings': { one: 'Instagram ayarları', acc: 'Instagram ayarlarını' },
  'Instagram status': { one: 'Instagram durumu', acc: 'Instagram durumunu' },
  logo: { one: 'logo', acc: 'logoyu' },
  logos: { one: 'logolar', acc: 'logoları' },
  favicon: { one: 'site simgesi', acc: 'site simgesini' },
  favicons: { one: 'site simgeleri', acc: 'site simgelerini' },
  'company details': { one: 'şirket bilgileri', acc: 'şirket bilgilerini' },
};
const TURKISH_FAILED: Record<string, [string, string]> = {
  load: ['yüklenemedi', 'alınırken'],
  save: ['kaydedilemedi', 'kaydedilirken'],
  update: ['güncellenemedi', 'güncellenirken'],
  delete: ['silinemedi', 'silinirken'],
};
const TURKISH_DONE: Record<string, string> = { created: 'oluşturuldu', updated: 'güncellendi', deleted: 'silindi', uploaded: 'yüklendi', saved: 'kaydedildi' };
const LATER_TR = 'Lütfen daha sonra tekrar deneyin.';
const capitalizedTr = (s: string) => s.charAt(0).toLocaleUpperCase('tr') + s.slice(1);

const LATER = msg('Please try again later.');
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Failed to {verb} {thing}" and "Error {verbing} {thing}. Please try again later." */
export function alertFailure(verb: string, verbing: string, thing: string): FailureTexts {
  const texts = { failed: `Failed to ${verb} ${thing}`, error: `Error ${verbing} ${thing}. ${LATER}` };
  const noun = TURKISH_NOUNS[thing];
  const [failed, during] = TURKISH_FAILED[verb] ?? [];
  if (noun && failed) {
    addTurkish(texts.failed, `${capitalizedTr(noun.one)} ${failed}`);
    addTurkish(texts.error, `${capitalizedTr(noun.one)} ${during} hata oluştu. ${LATER_TR}`);
  }
  return texts;
}

/** "{Thing} {done} successfully!" */
export function alertSuccess(thing: string, done: string): string {
  const text = `${capitalized(thing)} ${done} successfully!`;
  const noun = TURKISH_NOUNS[thing];
  if (noun && TURKISH_DONE[done]) addTurkish(text, `${capitalizedTr(noun.one)} başarıyla ${TURKISH_DONE[done]}!`);
  return text;
}

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
    confirmDelete: confirmText(one),
  };
}

function confirmText(one: string): string {
  const text = `Are you sure you want to delete this ${one}?`;
  const noun = TURKISH_NOUNS[one];
  if (noun) addTurkish(text, `Bu ${noun.acc} silmek istediğinizden emin misiniz?`);
  return text;
}
