// The Add New Page / Edit Page dialog.
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.tsx';
import { TextField } from '../../components/fields.tsx';
import { notify } from '../../lib/toast.tsx';
import { useSavePage, type Page } from './api.ts';

export function PageForm({ page, onClose }: { page: Page | null; onClose: () => void }) {
  const [en, setEn] = useState(page?.page_name_en ?? '');
  const [tr, setTr] = useState(page?.page_name_tr ?? '');
  const save = useSavePage(onClose);

  function submit() {
    if (!en.trim() || !tr.trim()) {
      notify.error('Please fill in all fields');
      return;
    }
    save.mutate({ id: page?.id, input: { page_name_en: en.trim(), page_name_tr: tr.trim() } });
  }

  return (
    <FormModal show title={page ? 'Edit Page' : 'Add New Page'} onHide={onClose} onSubmit={submit}
      saving={save.isPending} submitLabel={page ? 'Update' : 'Save'}>
      <TextField label="English Page Name" value={en} onChange={setEn} required autoFocus />
      <TextField label="Turkish Page Name" value={tr} onChange={setTr} required className="mb-0" />
    </FormModal>
  );
}
