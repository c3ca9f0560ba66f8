// Turkish texts shared by many screens (keys: the English text of SPEC.md).
export default {
  Save: 'Kaydet',
  Cancel: 'İptal',
  Delete: 'Sil',
  Edit: 'Düzenle',
  Search: 'Ara',
  Language: 'Dil',
} satisfies Record<string, string>;
