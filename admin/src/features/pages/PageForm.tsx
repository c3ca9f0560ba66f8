// The Add New Page / Edit Page dialog.
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.tsx';
import { TextField } from '../../components/fields.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import type { Page } from '../../../../server/api-types.ts';
import type { PageInput } from './api.ts';

export function PageForm({ item: page, saving, onSubmit, onCancel, onInvalid }: CrudFormProps<Page, PageInput>) {
  const [en, setEn] = useState(page?.page_name_en ?? '');
  const [tr, setTr] = useState(page?.page_name_tr ?? '');

  function submit() {
    if (!en.trim() || !tr.trim()) return onInvalid('Please fill in all fields');
    onSubmit({ page_name_en: en.trim(), page_name_tr: tr.trim() });
  }

  return (
    <FormModal
      show
      title={page ? 'Edit Page' : 'Add New Page'}
      actions={page ? <ItemTools type="page" id={page.id} /> : undefined}
      onHide={onCancel}
      onSubmit={submit}
      saving={saving}
      submitLabel={page ? 'Update' : 'Save'}
    >
      <TextField label="English Page Name" name="page_name_en" value={en} onChange={setEn} required autoFocus />
      <TextField label="Turkish Page Name" name="page_name_tr" value={tr} onChange={setTr} required className="mb-0" />
    </FormModal>
  );
}
