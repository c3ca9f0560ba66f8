// Add Configuration / Edit Configuration: titles in EN and TR, the page, and the projects in the order
// they are added (each project once; the save button stays disabled until one is chosen). The projects
// to add are found by a search on the server, one page of them at a time (issue 22).
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button, Form } from 'react-bootstrap';
import type { ShowPage, ShowProject } from '../../../../server/api-types.ts';
import { FormBilingualField, FormSelectField, RequiredMark } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { PAGE_NAMES, REQUIRED_TEXT, type ShowProjectInput } from './api.ts';
import { useProjectSearch, useProjectsById, useSearchText } from './projectChoice.ts';
import { useT } from '../../lib/i18n.ts';

const PAGE_OPTIONS = (Object.keys(PAGE_NAMES) as ShowPage[]).map((value) => ({ value, label: PAGE_NAMES[value] }));

export function ShowProjectForm({ item, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<ShowProject, ShowProjectInput>) {
  const t = useT();
  const form = useForm<ShowProjectInput>({
    defaultValues: {
      title_en: item?.title_en ?? '',
      title_tr: item?.title_tr ?? '',
      page_name: item?.page_name ?? 'home',
      project_ids: item?.project_ids ?? [],
    },
  });
  const projectIds = useController({ control: form.control, name: 'project_ids' }).field;
  const chosen = projectIds.value;

  function submit() {
    const { page_name: page } = form.getValues();
    const title_en = form.getValues('title_en').trim();
    const title_tr = form.getValues('title_tr').trim();
    if (!title_en || !title_tr || !page || chosen.length === 0) return onInvalid(REQUIRED_TEXT);
    onSubmit({ title_en, title_tr, page_name: page, project_ids: chosen });
  }

  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit Configuration') : t('Add Configuration')}
      onSubmit={submit}
      saving={saving}
      actions={item ? <ItemTools type="show_project" id={item.id} /> : undefined}
      submitLabel={item ? t('Update Configuration') : t('Save Configuration')}
      submitDisabled={chosen.length === 0}
      onCancel={onCancel}
      form={form}
    >
      <FormBilingualField label={t('Title')} name="title" required />
      <FormSelectField<ShowPage> label={t('Page')} name="page_name" options={PAGE_OPTIONS} required />
      <ProjectPicker chosen={chosen} onChange={projectIds.onChange} />
    </FormCard>
  );
}

/** The chosen projects in order, and a choice of the ones not chosen yet (so each is chosen once). */
function ProjectPicker({ chosen, onChange }: { chosen: number[]; onChange: (ids: number[]) => void }) {
  const t = useT();
  const id = useId();
  const search = useSearchText();
  const { projects: available, more, loading } = useProjectSearch(search.q, chosen);
  const [pick, setPick] = useState<string>('');
  const byId = useProjectsById(chosen);
  const pickId = available.some((p) => String(p.id) === pick) ? pick : String(available[0]?.id ?? '');
  const none = loading ? t('Loading...') : search.q ? t('No results for “{q}”', { q: search.q }) : t('Every project is chosen');

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">
        {t('Projects')}
        <RequiredMark />
      </legend>
      <Form.Control
        type="search"
        className="mb-2"
        aria-label={t('Find a project')}
        placeholder={t('Find a project')}
        value={search.text}
        maxLength={200}
        autoComplete="off"
        onChange={(e) => search.setText(e.currentTarget.value)}
      />
      <div className="d-flex gap-2 mb-2">
        <Form.Label htmlFor={id} className="visually-hidden">
          {t('Project to add')}
        </Form.Label>
        <Form.Select id={id} value={pickId} disabled={available.length === 0} onChange={(e) => setPick(e.currentTarget.value)}>
          {available.length === 0 ? <option value="">{none}</option> : null}
          {available.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title_en}
            </option>
          ))}
        </Form.Select>
        <Button variant="outline-primary" disabled={!pickId} onClick={() => onChange([...chosen, Number(pickId)])}>
          {t('Add Project')}
        </Button>
      </div>
      {more ? <p className="small text-body-secondary">{t('The first {count} are shown: search to find the others.', { count: available.length })}</p> : null}
      {chosen.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('No project selected yet.')}</p>
      ) : (
        <ol className="list-group list-group-numbered" aria-label={t('Selected projects')}>
          {chosen.map((pid) => {
            const title = byId.get(pid)?.title_en ?? `Project ${pid}`;
            return (
              <li key={pid} className="list-group-item d-flex align-items-center justify-content-between gap-2">
                <span className="me-auto text-truncate">{title}</span>
                <Button size="sm" variant="outline-danger" onClick={() => onChange(chosen.filter((x) => x !== pid))} aria-label={`Remove ${title}`}>
                  {t('Remove')}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
