// Turkish texts of the email screens (keys: the English text of SPEC.md).
export default {
  'Email management is not available yet.': 'E-posta yönetimi henüz kullanılamıyor.',
} satisfies Record<string, string>;
