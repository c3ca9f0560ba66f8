// The service cards of the services document: a table with inline edit, delete and a status switch
// (reverted when the save fails, SPEC.md section 4), and the add-new-card form.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { CardSection } from '../../components/CardSection.tsx';
import { thumbnailColumn, titleColumns } from '../../components/columns.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import type { DocumentEditor } from '../../hooks/useDocumentEditor.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { notify } from '../../lib/toast.tsx';
import { SERVICE_IMAGE, SERVICES_TEXTS as T, type ServiceCard, type ServicesData } from './documents.ts';
import { msg, useT } from '../../lib/i18n.ts';

type Row = ServiceCard & { id: number };

export function ServiceCards({ editor }: { editor: DocumentEditor<ServicesData> }) {
  const t = useT();
  const cards = editor.doc?.services ?? [];
  const media = editor.record?.media;
  // the card being edited
  const [editing, setEditing] = useState<number | null>(null);
  // the switch shows the new state at once; the document's state comes back after the save
  const [flipped, setFlipped] = useState<Map<number, boolean>>(new Map());
  const rows: Row[] = cards.map((c, id) => ({ ...c, id, status: flipped.get(id) ?? c.status }));
  // a Translations link to a card's title (?part=services:2) opens that card's edit
  useEditFromLink(editor.doc ? rows : undefined, (r) => setEditing(r.id), 'services');

  const toggle = async (row: Row) => {
    setFlipped((m) => new Map(m).set(row.id, !row.status));
    const services = cards.map((c, i) => (i === row.id ? { ...c, status: !row.status } : c));
    await editor.save({ override: { services }, failure: T.status });
    setFlipped((m) => {
      const next = new Map(m);
      next.delete(row.id);
      return next;
    });
  };
  const remove = async (row: Row) => {
    if (!(await confirmDelete(T.confirmDelete))) return;
    await editor.save({ override: { services: cards.filter((_, i) => i !== row.id) }, failure: T.saveCard, success: T.cardDeleted });
  };

  const columns: Column<Row>[] = [
    { key: 'id', header: '#', cell: (r) => r.id + 1 },
    thumbnailColumn('Image', (r) => ({ path: r.image, media, alt: t('Service {name}', { name: r.id + 1 }) }), 'small'),
    ...titleColumns<Row>(),
    {
      key: 'status',
      header: msg('Status'),
      cell: (r) => <StatusSwitch checked={r.status} onChange={() => void toggle(r)} label={t('Active: service {name}', { name: r.id + 1 })} />,
    },
    {
      key: 'actions',
      header: t('Actions'),
      cell: (r) => <RowActions name={t('service {name}', { name: r.id + 1 })} onEdit={() => setEditing(r.id)} onDelete={() => void remove(r)} />,
    },
  ];

  return (
    <>
      <CardSection title={t('Service Cards')} className="mb-4">
        {editing !== null && cards[editing] ? (
          <CardEditRow key={editing} index={editing} card={cards[editing]} editor={editor} onDone={() => setEditing(null)} />
        ) : null}
        <DataTable caption={t('Service cards')} columns={columns} rows={rows} rowKey={(r) => r.id} emptyText={t('No service cards yet')} />
      </CardSection>
      <AddCardForm editor={editor} />
    </>
  );
}

/** The inline edit of one card: its titles and, optionally, a new image. */
function CardEditRow({ index, card, editor, onDone }: { index: number; card: ServiceCard; editor: DocumentEditor<ServicesData>; onDone: () => void }) {
  const t = useT();
  const [titles, setTitles] = useState({ en: card.title_en, tr: card.title_tr });
  const [image, setImage] = useState<File | null>(null);
  const save = async () => {
    if (!titles.en.trim() || !titles.tr.trim()) return void notify.error(T.required);
    const ok = await editor.save({
      extra: { service_id: String(index), service_title_en: titles.en.trim(), service_title_tr: titles.tr.trim(), service_image: image ?? undefined },
      failure: T.saveCard,
      success: T.cardSaved,
    });
    if (ok) onDone();
  };
  return (
    <Form
      className="card-body border-bottom"
      aria-label={t('Edit service {name}', { name: index + 1 })}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <BilingualField
        label={t('Service {name} Title', { name: index + 1 })}
        name={`services[${index}].title`}
        en={titles.en}
        tr={titles.tr}
        required
        onChange={(lang, v) => setTitles((t) => ({ ...t, [lang]: v }))}
      />
      <ImagePicker
        label={t('New Image')}
        rule={SERVICE_IMAGE}
        file={image}
        onChange={setImage}
        onInvalid={notify.error}
        help={t('Leave empty to keep the existing image')}
      />
      <div className="d-flex gap-2">
        <Button type="submit" disabled={editor.status.state === 'saving'}>
          {t('Save Card')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </Form>
  );
}

function AddCardForm({ editor }: { editor: DocumentEditor<ServicesData> }) {
  const t = useT();
  const [titles, setTitles] = useState({ en: '', tr: '' });
  const [image, setImage] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const submit = async () => {
    if (!titles.en.trim() || !titles.tr.trim() || !image) return void notify.error(T.cardRequired);
    const ok = await editor.save({
      extra: { service_id: 'new', service_title_en: titles.en.trim(), service_title_tr: titles.tr.trim(), service_image: image },
      failure: T.addCard,
      success: T.cardAdded,
    });
    if (ok) {
      setTitles({ en: '', tr: '' });
      setImage(null);
      setFormKey((k) => k + 1);
    }
  };
  return (
    <FormCard title={t('Add New Service Card')} onSubmit={() => void submit()} saving={editor.status.state === 'saving'} submitLabel={t('Add Card')}>
      <BilingualField label={t('Card Title')} en={titles.en} tr={titles.tr} required onChange={(lang, v) => setTitles((t) => ({ ...t, [lang]: v }))} />
      <ImagePicker label={t('Card Image')} rule={SERVICE_IMAGE} file={image} onChange={setImage} onInvalid={notify.error} resetKey={formKey} required />
    </FormCard>
  );
}
