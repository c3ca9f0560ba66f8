// Turkish texts of the dashboard screens (keys: the English text of SPEC.md).
export default {
  Traffic: 'Trafik',
  Sales: 'Satışlar',
  Domains: 'Alan adları',
} satisfies Record<string, string>;
