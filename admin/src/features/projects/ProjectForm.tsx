// Add New Project / Edit Project: titles in EN and TR, the type (ongoing by default) and the cover
// image (required on create; 800x600 is advice only).
import { useState } from 'react';
import type { Project } from '../../../../server/api-types.ts';
import { BilingualField, SelectField, bilingualProps } from '../../components/fields.tsx';
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

export function ProjectForm({ item: project, saving, onSubmit, onCancel, onInvalid }: CrudFormProps<Project, ProjectInput>) {
  const t = useT();
  const [texts, setTexts] = useState({ title_en: project?.title_en ?? '', title_tr: project?.title_tr ?? '' });
  const [type, setType] = useState<ProjectType>(project?.type ?? 'ongoing');
  const [cover, setCover] = useState<File | null>(null);
  const update = (key: keyof typeof texts, value: string) => setTexts((t) => ({ ...t, [key]: value }));

  function submit() {
    const title_en = texts.title_en.trim();
    const title_tr = texts.title_tr.trim();
    if (!title_en || !title_tr) return onInvalid(t('Please fill in all required fields'));
    if (!project && !cover) return onInvalid(t('Please upload a cover image'));
    onSubmit({ title_en, title_tr, type, cover_image: cover });
  }

  return (
    <FormModal
      show
      title={project ? t('Edit Project') : t('Add New Project')}
      actions={project ? <ItemTools type="project" id={project.id} /> : undefined}
      onHide={onCancel}
      onSubmit={submit}
      saving={saving}
      submitLabel={project ? t('Update Project') : t('Create Project')}
      maxWidth={720}
    >
      <BilingualField label={t('Title')} {...bilingualProps(texts, 'title', update)} required />
      <SelectField label={t('Type')} value={type} options={PROJECT_TYPE_OPTIONS} onChange={setType} required />
      <ImagePicker
        label={t('Cover Image')}
        rule={FILE_RULES.contentImage}
        file={cover}
        onChange={setCover}
        onInvalid={onInvalid}
        currentUrl={project?.cover_image}
        previewSize={160}
        required={!project}
        help={`Recommended size: 800x600.${project ? ' Leave empty to keep the existing image.' : ''}`}
      />
    </FormModal>
  );
}
