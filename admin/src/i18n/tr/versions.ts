// Turkish texts of editing together (issue 28: versions, merging, presence; keys: the English text).
export default {
  'This item was changed by someone else': 'Bu öğe başka biri tarafından değiştirildi',
  'Their changes were kept: {fields}': 'Onların değişiklikleri korundu: {fields}',
  'You both changed these fields: keep yours or theirs.': 'Bu alanları ikiniz de değiştirdiniz: sizinkini ya da onlarınkini koruyun.',
  'Changed by someone else': 'Başka biri tarafından değiştirildi',
  'Changed by both of you: keep yours or theirs above': 'İkiniz de değiştirdiniz: yukarıdan sizinkini ya da onlarınkini koruyun',
  Yours: 'Sizinki',
  Theirs: 'Onlarınki',
  'Keep yours': 'Sizinkini koru',
  'Keep theirs': 'Onlarınkini koru',
  'Also editing: {names}': 'Şu anda düzenleyen: {names}',
  'This item changed since you looked at it': 'Bu öğe siz baktıktan sonra değişti',
};
