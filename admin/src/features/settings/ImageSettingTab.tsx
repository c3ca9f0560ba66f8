// The Site Logo and Favicon tabs: a table of images, each replaced through an Update file picker
// (beside it the image's History); an Upload picker while there is none. Messages in an alert.
import { CrudAlerts } from '../../components/Feedback.tsx';
import { createdColumn, idColumn, statusColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { FileButton } from '../../components/FileButton.tsx';
import { LibraryButton } from '../../components/LibraryButton.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { alertFailure, alertSuccess } from '../../lib/alertTexts.ts';
import type { FileRule } from '../../lib/files.ts';
import type { ImageSettingApi } from './api.ts';
import { msg, useT } from '../../lib/i18n.ts';

interface Row {
  id: number;
  status: unknown;
  created_at: string;
}

/** The texts naming the image, whole sentences for each (Turkish words differ by noun). */
const WORDS: Record<string, { one: string; update: string; none: string; upload: string }> = {
  logo: { one: msg('logo {name}'), update: msg('Update logo {name}'), none: msg('No logos found. Please upload one.'), upload: msg('Upload a logo') },
  favicon: {
    one: msg('favicon {name}'),
    update: msg('Update favicon {name}'),
    none: msg('No favicons found. Please upload one.'),
    upload: msg('Upload a favicon'),
  },
};

export function ImageSettingTab<T extends Row>({
  source,
  rule,
  preview,
  caption,
  historyType,
}: {
  source: ImageSettingApi<T>;
  rule: FileRule;
  /** SPEC.md section 9: the logo preview is at most 100px, the favicon's is 32px */
  preview: { size: number; fixed?: boolean };
  caption: string;
  /** the content type of the rows in the history ('site_logo') */
  historyType: string;
}) {
  const t = useT();
  const { thing } = source;
  const words = WORDS[thing] ?? WORDS.logo;
  const crud = useCrud<T, File>({
    key: source.key,
    list: source.list,
    create: (file) => source.upload(file),
    update: (id, file, version) => source.upload(file, id, version),
    messages: 'alert',
    // e.g. 'Failed to load logos', 'Logo uploaded successfully!', 'Failed to update logo'
    texts: {
      loadFailure: alertFailure('load', 'fetching', `${thing}s`),
      created: alertSuccess(thing, 'uploaded'),
      updated: alertSuccess(thing, 'updated'),
      saveFailure: alertFailure('update', 'updating', thing),
    },
  });
  const picker = (text: string, label: string, id?: number) => (
    <span className="d-inline-flex gap-2">
      <FileButton text={text} label={label} rule={rule} disabled={crud.saving} onFile={(file) => crud.save(file, id)} onInvalid={crud.formProps.onInvalid} />
      <LibraryButton label={label} rule={rule} disabled={crud.saving} onChoose={(file) => crud.save(file, id)} />
    </span>
  );

  const columns: Column<T>[] = [
    idColumn(),
    {
      key: 'preview',
      header: t('Preview'),
      cell: (r) => (
        <img
          src={source.pathOf(r)}
          alt={t(words.one, { name: r.id })}
          style={
            preview.fixed
              ? { width: preview.size, height: preview.size, objectFit: 'contain' }
              : { maxWidth: preview.size, maxHeight: preview.size, objectFit: 'contain' }
          }
        />
      ),
    },
    statusColumn(),
    createdColumn(),
    {
      key: 'update',
      header: t('Update'),
      cell: (r) => (
        <span className="d-flex gap-2 align-items-center">
          {picker(t('Update'), t(words.update, { name: r.id }), r.id)}
          <ItemTools type={historyType} id={r.id} of={t(words.one, { name: r.id })} size="sm" presence={false} />
        </span>
      ),
    },
  ];

  return (
    <>
      <CrudAlerts crud={crud} />
      <CrudTable crud={crud} caption={caption} columns={columns} emptyText={t(words.none)} />
      {crud.items && crud.items.length === 0 ? <div className="text-center">{picker(t('Upload'), t(words.upload))}</div> : null}
    </>
  );
}
