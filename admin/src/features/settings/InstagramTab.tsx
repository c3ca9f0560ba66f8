// SPEC.md "Site settings", Instagram Settings tab.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { CheckField, TextField } from '../../components/fields.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { formatDate } from '../../lib/format.ts';
import { instagramApi, isOn, type InstagramInput, type InstagramSetting } from './api.ts';
import { StatusBadge, YesNo } from './cells.tsx';

export function InstagramTab() {
  const feedback = useFeedback();
  const crud = useCrud<InstagramSetting, InstagramInput>({
    ...instagramApi,
    report: feedback.reporter,
    texts: {
      loadFailure: { failed: 'Failed to load Instagram settings', error: 'Error fetching Instagram settings. Please try again later.' },
      created: 'Instagram setting created successfully!',
      updated: 'Instagram setting updated successfully!',
      saveFailure: { failed: 'Failed to save Instagram setting', error: 'Error saving Instagram setting. Please try again later.' },
      toggled: 'Instagram status updated successfully!',
      toggleFailure: { failed: 'Failed to update Instagram status', error: 'Error updating Instagram status. Please try again later.' },
      deleted: 'Instagram setting deleted successfully!',
      deleteFailure: { failed: 'Failed to delete Instagram setting', error: 'Error deleting Instagram setting. Please try again later.' },
      confirmDelete: 'Are you sure you want to delete this Instagram setting?',
    },
  });

  const columns: Column<InstagramSetting>[] = [
    { key: 'id', header: 'ID', cell: (s) => s.id, sortValue: (s) => s.id },
    { key: 'link', header: 'Link', cell: (s) => <a href={s.instagram_link} target="_blank" rel="noreferrer" className="text-break">{s.instagram_link}</a> },
    { key: 'tab', header: 'Open in New Tab', cell: (s) => <YesNo value={s.tab} /> },
    { key: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    { key: 'created', header: 'Created At', cell: (s) => formatDate(s.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => (
        <span className="d-flex align-items-center gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => { feedback.clear(); crud.startEdit(s); }} aria-label={`Edit Instagram setting ${s.id}`}>Edit</Button>
          <StatusSwitch checked={isOn(s.status)} onChange={() => crud.toggle(s)} label={`Active: Instagram setting ${s.id}`} />
          <Button size="sm" variant="outline-danger" onClick={() => void crud.remove(s)} aria-label={`Delete Instagram setting ${s.id}`}>Delete</Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <LoadError text={crud.loadError} />
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <InstagramForm key={crud.formKey} setting={crud.editing} saving={crud.saving} onCancel={crud.reset}
        onInvalid={feedback.reporter.error} onSubmit={(input) => { feedback.clear(); crud.save(input); }} />
      <DataTable caption="Instagram settings" columns={columns} rows={crud.items} rowKey={(s) => s.id} loading={crud.query.isLoading}
        emptyText="No settings found. Please add one." />
    </>
  );
}

function InstagramForm({ setting, saving, onSubmit, onCancel, onInvalid }: {
  setting: InstagramSetting | null;
  saving: boolean;
  onSubmit: (input: InstagramInput) => void;
  onCancel: () => void;
  onInvalid: (text: string) => void;
}) {
  const [link, setLink] = useState(setting?.instagram_link ?? '');
  const [newTab, setNewTab] = useState(setting ? isOn(setting.tab) : false);
  const [active, setActive] = useState(setting ? isOn(setting.status) : true);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!link.trim()) return onInvalid('Instagram link is required');
    onSubmit({ instagram_link: link.trim(), tab: newTab ? 1 : 0, status: active ? 1 : 0 });
  }

  return (
    <section className="card mb-4" aria-labelledby="instagram-form-heading">
      <div className="card-header"><h2 id="instagram-form-heading" className="h6 mb-0">{setting ? 'Edit Instagram Setting' : 'Add Instagram Setting'}</h2></div>
      <form className="card-body" onSubmit={submit} noValidate>
        <TextField label="Instagram Link" type="url" value={link} onChange={setLink} required placeholder="https://instagram.com/yourcompany" />
        <CheckField label="Open in New Tab" checked={newTab} onChange={setNewTab} />
        <CheckField label="Active" checked={active} onChange={setActive} />
        <div className="d-flex gap-2">
          <Button type="submit" disabled={saving}>{saving ? 'Saving...' : setting ? 'Update Setting' : 'Add Setting'}</Button>
          {setting ? <Button variant="secondary" onClick={onCancel}>Cancel</Button> : null}
        </div>
      </form>
    </section>
  );
}
