// "Open in New Tab" and "Active" of a link-like item (Instagram, WhatsApp, the experience role link):
// both 1/0 (SPEC.md section 9); a new item opens in the same tab and is active.
import { isOn, toFlag, type Flag } from '../lib/flags.ts';
import { CheckField } from './fields.tsx';
import { useT } from '../lib/i18n.ts';

export interface LinkFlags {
  tab: Flag;
  status: Flag;
}

export const linkFlagsOf = (item: { tab: unknown; status: unknown } | null): LinkFlags =>
  item ? { tab: toFlag(isOn(item.tab)), status: toFlag(isOn(item.status)) } : { tab: 0, status: 1 };

export function LinkFlagFields({ value, onChange }: { value: LinkFlags; onChange: (value: LinkFlags) => void }) {
  const t = useT();
  return (
    <>
      <CheckField label={t('Open in New Tab')} checked={value.tab === 1} onChange={(on) => onChange({ ...value, tab: toFlag(on) })} />
      <CheckField label={t('Active')} checked={value.status === 1} onChange={(on) => onChange({ ...value, status: toFlag(on) })} />
    </>
  );
}
