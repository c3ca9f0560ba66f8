// SPEC.md "Site settings", WhatsApp Button tab.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { CheckField, TextField } from '../../components/fields.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { formatDate } from '../../lib/format.ts';
import { isOn, whatsappApi, type WhatsAppInput, type WhatsAppSetting } from './api.ts';
import { StatusBadge, YesNo } from './cells.tsx';

const EXAMPLE_PHONE = '905551234567';
const DEFAULT_TOOLTIP = 'Chat with us on WhatsApp';
const DEFAULT_TOOLTIP_TR = "WhatsApp'ta bizimle sohbet edin";

export function WhatsAppTab() {
  const feedback = useFeedback();
  const crud = useCrud<WhatsAppSetting, WhatsAppInput>({
    ...whatsappApi,
    report: feedback.reporter,
    texts: {
      loadFailure: { failed: 'Failed to load WhatsApp settings', error: 'Error fetching WhatsApp settings. Please try again later.' },
      created: 'WhatsApp setting created successfully!',
      updated: 'WhatsApp setting updated successfully!',
      saveFailure: { failed: 'Failed to save WhatsApp setting', error: 'Error saving WhatsApp setting. Please try again later.' },
      toggled: 'WhatsApp status updated successfully!',
      toggleFailure: { failed: 'Failed to update WhatsApp status', error: 'Error updating WhatsApp status. Please try again later.' },
      deleted: 'WhatsApp setting deleted successfully!',
      deleteFailure: { failed: 'Failed to delete WhatsApp setting', error: 'Error deleting WhatsApp setting. Please try again later.' },
      confirmDelete: 'Are you sure you want to delete this WhatsApp setting?',
    },
  });

  const columns: Column<WhatsAppSetting>[] = [
    { key: 'id', header: 'ID', cell: (s) => s.id, sortValue: (s) => s.id },
    { key: 'phone', header: 'Phone', cell: (s) => s.phone_number },
    { key: 'tooltip', header: 'Tooltip (EN)', cell: (s) => s.tooltip_text },
    { key: 'tooltip_tr', header: 'Tooltip (TR)', cell: (s) => <span lang="tr">{s.tooltip_text_tr}</span> },
    {
      key: 'icon',
      header: 'Icon',
      cell: (s) => (s.icon_path ? <img src={s.icon_path} alt={`Icon of ${s.phone_number}`} width={40} height={40} style={{ objectFit: 'contain' }} /> : 'Default'),
    },
    { key: 'tab', header: 'New Tab', cell: (s) => <YesNo value={s.tab} /> },
    { key: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    { key: 'created', header: 'Created', cell: (s) => formatDate(s.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <span className="d-flex align-items-center gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => { feedback.clear(); crud.startEdit(s); }} aria-label={`Edit WhatsApp setting ${s.id}`}>Edit</Button>
          <StatusSwitch checked={isOn(s.status)} onChange={() => crud.toggle(s)} label={`Active: WhatsApp setting ${s.id}`} />
          <Button size="sm" variant="outline-danger" onClick={() => void crud.remove(s)} aria-label={`Delete WhatsApp setting ${s.id}`}>Delete</Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <LoadError text={crud.loadError} />
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <WhatsAppForm key={crud.formKey} setting={crud.editing} saving={crud.saving} onCancel={crud.reset}
        onInvalid={feedback.reporter.error} onSubmit={(input) => { feedback.clear(); crud.save(input); }} />
      <DataTable caption="WhatsApp buttons" columns={columns} rows={crud.items} rowKey={(s) => s.id} loading={crud.query.isLoading}
        emptyText="No WhatsApp buttons found. Please add one." />
    </>
  );
}

function WhatsAppForm({ setting, saving, onSubmit, onCancel, onInvalid }: {
  setting: WhatsAppSetting | null;
  saving: boolean;
  onSubmit: (input: WhatsAppInput) => void;
  onCancel: () => void;
  onInvalid: (text: string) => void;
}) {
  const [phone, setPhone] = useState(setting?.phone_number ?? '');
  const [tooltip, setTooltip] = useState(setting?.tooltip_text ?? DEFAULT_TOOLTIP);
  const [tooltipTr, setTooltipTr] = useState(setting?.tooltip_text_tr ?? DEFAULT_TOOLTIP_TR);
  const [icon, setIcon] = useState<File | null>(null);
  const [newTab, setNewTab] = useState(setting ? isOn(setting.tab) : false);
  const [active, setActive] = useState(setting ? isOn(setting.status) : true);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!phone.trim()) return onInvalid('Phone number is required');
    onSubmit({ phone_number: phone.trim(), tooltip_text: tooltip.trim(), tooltip_text_tr: tooltipTr.trim(), tab: newTab ? 1 : 0, status: active ? 1 : 0, icon });
  }

  return (
    <section className="card mb-4" aria-labelledby="whatsapp-form-heading">
      <div className="card-header"><h2 id="whatsapp-form-heading" className="h6 mb-0">{setting ? 'Edit WhatsApp Button' : 'Add WhatsApp Button'}</h2></div>
      <form className="card-body" onSubmit={submit} noValidate>
        <div className="row">
          <div className="col-12 col-md-6">
            <TextField label="Phone Number" type="tel" value={phone} onChange={setPhone} required placeholder={EXAMPLE_PHONE}
              help={`With country code, no plus or spaces, e.g. ${EXAMPLE_PHONE}`} />
            <TextField label="Tooltip Text English" value={tooltip} onChange={setTooltip} />
            <TextField label="Tooltip Text Turkish" value={tooltipTr} onChange={setTooltipTr} />
          </div>
          <div className="col-12 col-md-6">
            <ImagePicker label="Icon (optional)" rule={FILE_RULES.whatsappIcon} file={icon} onChange={setIcon} onInvalid={onInvalid}
              currentUrl={setting?.icon_path} previewSize={50} help="JPEG, JPG, PNG or SVG, at most 2MB. Recommended size: 50x50px." />
            <CheckField label="Open in New Tab" checked={newTab} onChange={setNewTab} />
            <CheckField label="Active" checked={active} onChange={setActive} />
          </div>
        </div>
        <div className="d-flex gap-2">
          <Button type="submit" disabled={saving}>{saving ? 'Saving...' : setting ? 'Update Setting' : 'Add Setting'}</Button>
          {setting ? <Button variant="secondary" onClick={onCancel}>Cancel</Button> : null}
        </div>
      </form>
    </section>
  );
}
