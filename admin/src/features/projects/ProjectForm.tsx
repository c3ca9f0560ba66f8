// Add New Project / Edit Project: titles in EN and TR, the type (ongoing by default) and the cover
// image (required on create; 800x600 is advice only).
import { useController, useForm } from 'react-hook-form';
import type { Project } from '../../../../server/api-types.ts';
import { FormBilingualField, FormSelectField } from '../../components/fields.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { FILE_RULES } from '../../lib/files.ts';
import type { ProjectInput, ProjectType } from './api.ts';
import { msg, useT } from '../../lib/i18n.ts';

export const PROJECT_TYPE_OPTIONS: { value: ProjectType; label: string }[] = [
  { value: 'ongoing', label: msg('Ongoing') },
  { value: 'completed', label: msg('Completed') },
];

export function ProjectForm({ item: project, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<Project, ProjectInput>) {
  const t = useT();
  const form = useForm<ProjectInput>({
    defaultValues: { title_en: project?.title_en ?? '', title_tr: project?.title_tr ?? '', type: project?.type ?? 'ongoing', cover_image: null },
  });
  const cover = useController({ control: form.control, name: 'cover_image' }).field;

  function submit() {
    const { type, cover_image } = form.getValues();
    const title_en = form.getValues('title_en').trim();
    const title_tr = form.getValues('title_tr').trim();
    if (!title_en || !title_tr) return onInvalid(t('Please fill in all required fields'));
    if (!project && !cover_image) return onInvalid(t('Please upload a cover image'));
    onSubmit({ title_en, title_tr, type, cover_image });
  }

  return (
    <FormModal
      merge={merge}
      show
      title={project ? t('Edit Project') : t('Add New Project')}
      actions={project ? <ItemTools type="project" id={project.id} /> : undefined}
      onHide={onCancel}
      onSubmit={submit}
      saving={saving}
      submitLabel={project ? t('Update Project') : t('Create Project')}
      maxWidth={720}
      form={form}
    >
      <FormBilingualField label={t('Title')} name="title" required />
      <FormSelectField<ProjectType> label={t('Type')} name="type" options={PROJECT_TYPE_OPTIONS} required />
      <ImagePicker
        label={t('Cover Image')}
        rule={FILE_RULES.contentImage}
        file={cover.value ?? null}
        onChange={cover.onChange}
        onInvalid={onInvalid}
        currentUrl={project?.cover_image}
        previewSize={160}
        required={!project}
        help={`Recommended size: 800x600.${project ? ' Leave empty to keep the existing image.' : ''}`}
      />
    </FormModal>
  );
}
