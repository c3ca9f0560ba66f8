// SPEC.md "Site settings", WhatsApp Button tab.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createdColumn, idColumn, statusColumn } from '../../components/columns.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { TextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { LinkFlagFields, linkFlagsOf } from '../../components/LinkFlagFields.tsx';
import { YesNo } from '../../components/StatusBadge.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { FILE_RULES } from '../../lib/files.ts';
import type { WhatsApp } from '../../../../server/api-types.ts';
import { whatsappApi, type WhatsAppInput } from './api.ts';
import { SettingCrudTab } from './SettingCrudTab.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { msg, t, useT } from '../../lib/i18n.ts';

const EXAMPLE_PHONE = '905551234567';

const COLUMNS: Column<WhatsApp>[] = [
  idColumn(),
  { key: 'phone', header: msg('Phone'), cell: (s) => s.phone_number },
  { key: 'tooltip', header: msg('Tooltip (EN)'), cell: (s) => s.tooltip_text },
  { key: 'tooltip_tr', header: msg('Tooltip (TR)'), cell: (s) => <span lang="tr">{s.tooltip_text_tr}</span> },
  {
    key: 'icon',
    header: msg('Icon'),
    cell: (s) =>
      s.icon_path ? (
        <img src={s.icon_path} alt={t('Icon of {name}', { name: s.phone_number })} width={40} height={40} style={{ objectFit: 'contain' }} />
      ) : (
        t('Default')
      ),
  },
  { key: 'tab', header: msg('New Tab'), cell: (s) => <YesNo value={s.tab} /> },
  statusColumn(),
  createdColumn(msg('Created')),
];

export function WhatsAppTab() {
  const t = useT();
  return (
    <SettingCrudTab
      source={whatsappApi}
      name="WhatsApp"
      caption={t('WhatsApp buttons')}
      emptyText={t('No WhatsApp buttons found. Please add one.')}
      columns={COLUMNS}
      Form={WhatsAppForm}
    />
  );
}

function WhatsAppForm({ item, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<WhatsApp, WhatsAppInput>) {
  const t = useT();
  const [phone, setPhone] = useState(item?.phone_number ?? '');
  // A new button's tooltips start as the server's defaults (null: not edited, so they show).
  const defaults = useQuery({ queryKey: whatsappApi.defaultsKey, queryFn: whatsappApi.defaults, staleTime: Infinity, enabled: !item }).data;
  const [editedTooltip, setTooltip] = useState<string | null>(item?.tooltip_text ?? null);
  const [editedTooltipTr, setTooltipTr] = useState<string | null>(item?.tooltip_text_tr ?? null);
  const tooltip = editedTooltip ?? defaults?.tooltip_text ?? '';
  const tooltipTr = editedTooltipTr ?? defaults?.tooltip_text_tr ?? '';
  const [icon, setIcon] = useState<File | null>(null);
  const [flags, setFlags] = useState(() => linkFlagsOf(item));

  function submit() {
    if (!phone.trim()) return onInvalid(t('Phone number is required'));
    onSubmit({ phone_number: phone.trim(), tooltip_text: tooltip.trim(), tooltip_text_tr: tooltipTr.trim(), ...flags, icon });
  }

  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit WhatsApp Button') : t('Add WhatsApp Button')}
      actions={item ? <ItemTools type="whatsapp" id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update Setting') : t('Add Setting')}
      onCancel={item ? onCancel : undefined}
    >
      <div className="row">
        <div className="col-12 col-md-6">
          <TextField
            label={t('Phone Number')}
            type="tel"
            value={phone}
            onChange={setPhone}
            required
            placeholder={EXAMPLE_PHONE}
            help={t('With country code, no plus or spaces, e.g. {name}', { name: EXAMPLE_PHONE })}
          />
          <TextField label={t('Tooltip Text English')} value={tooltip} onChange={setTooltip} />
          <TextField label={t('Tooltip Text Turkish')} value={tooltipTr} onChange={setTooltipTr} />
        </div>
        <div className="col-12 col-md-6">
          <ImagePicker
            label={t('Icon (optional)')}
            rule={FILE_RULES.whatsappIcon}
            file={icon}
            onChange={setIcon}
            onInvalid={onInvalid}
            currentUrl={item?.icon_path}
            previewSize={50}
            help={t('JPEG, JPG, PNG or SVG, at most 2MB. Recommended size: 50x50px.')}
          />
          <LinkFlagFields value={flags} onChange={setFlags} />
        </div>
      </div>
    </FormCard>
  );
}
