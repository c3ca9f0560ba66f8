// Turkish texts of the banners screens (keys: the English text of SPEC.md).
export default {
  'Filter banners': 'Afişleri süz',
  'Failed to create/update/delete banner': 'Afiş oluşturulamadı, güncellenemedi veya silinemedi',
  'Failed to create banner': 'Afiş oluşturulamadı',
  'Failed to update banner': 'Afiş güncellenemedi',
} satisfies Record<string, string>;
