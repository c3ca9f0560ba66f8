// The Add New Page / Edit Page dialog.
import { useForm } from 'react-hook-form';
import { FormModal } from '../../components/FormModal.tsx';
import { FormTextField } from '../../components/fields.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import type { Page } from '../../../../server/api-types.ts';
import type { PageInput } from './api.ts';
import { useT } from '../../lib/i18n.ts';

export function PageForm({ item: page, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<Page, PageInput>) {
  const t = useT();
  const form = useForm<PageInput>({ defaultValues: { page_name_en: page?.page_name_en ?? '', page_name_tr: page?.page_name_tr ?? '' } });

  function submit() {
    const { page_name_en: en, page_name_tr: tr } = form.getValues();
    if (!en.trim() || !tr.trim()) return onInvalid(t('Please fill in all fields'));
    onSubmit({ page_name_en: en.trim(), page_name_tr: tr.trim() });
  }

  return (
    <FormModal
      merge={merge}
      show
      title={page ? t('Edit Page') : t('Add New Page')}
      actions={page ? <ItemTools type="page" id={page.id} /> : undefined}
      onHide={onCancel}
      onSubmit={submit}
      saving={saving}
      submitLabel={page ? t('Update') : t('Save')}
      form={form}
    >
      <FormTextField label={t('English Page Name')} name="page_name_en" required autoFocus />
      <FormTextField label={t('Turkish Page Name')} name="page_name_tr" required className="mb-0" />
    </FormModal>
  );
}
