// SPEC.md "Site settings", Instagram Settings tab.
import { useState } from 'react';
import { createdColumn, idColumn, statusColumn } from '../../components/columns.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { TextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { LinkFlagFields, linkFlagsOf } from '../../components/LinkFlagFields.tsx';
import { YesNo } from '../../components/StatusBadge.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import type { Instagram } from '../../../../server/api-types.ts';
import { instagramApi, type InstagramInput } from './api.ts';
import { SettingCrudTab } from './SettingCrudTab.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { msg, useT } from '../../lib/i18n.ts';

const COLUMNS: Column<Instagram>[] = [
  idColumn(),
  {
    key: 'link',
    header: msg('Link'),
    cell: (s) => (
      <a href={s.instagram_link} target="_blank" rel="noreferrer" className="text-break">
        {s.instagram_link}
      </a>
    ),
  },
  { key: 'tab', header: msg('Open in New Tab'), cell: (s) => <YesNo value={s.tab} /> },
  statusColumn(),
  createdColumn(),
];

export function InstagramTab() {
  const t = useT();
  return (
    <SettingCrudTab
      source={instagramApi}
      name="Instagram"
      caption={t('Instagram settings')}
      emptyText={t('No settings found. Please add one.')}
      columns={COLUMNS}
      Form={InstagramForm}
    />
  );
}

function InstagramForm({ item, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<Instagram, InstagramInput>) {
  const t = useT();
  const [link, setLink] = useState(item?.instagram_link ?? '');
  const [flags, setFlags] = useState(() => linkFlagsOf(item));

  function submit() {
    if (!link.trim()) return onInvalid(t('Instagram link is required'));
    onSubmit({ instagram_link: link.trim(), ...flags });
  }

  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit Instagram Setting') : t('Add Instagram Setting')}
      actions={item ? <ItemTools type="instagram" id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update Setting') : t('Add Setting')}
      onCancel={item ? onCancel : undefined}
    >
      <TextField label={t('Instagram Link')} type="url" value={link} onChange={setLink} required placeholder={t('https://instagram.com/yourcompany')} />
      <LinkFlagFields value={flags} onChange={setFlags} />
    </FormCard>
  );
}
