// The contact cards of the contact document: a table (enable/disable switch, Edit, Delete) and the
// add/edit form; a new card starts enabled (SPEC.md section 4). Every change sends the whole card list,
// with the card's new image beside it (card_images + card_indices).
import { useState } from 'react';
import type { ContactCard, ContactData } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { thumbnailColumn, titleColumns } from '../../components/columns.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import type { DocumentEditor } from '../../hooks/useDocumentEditor.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { isBlank, textsOf, useTexts } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { notify } from '../../lib/toast.tsx';
import { CONTACT_TEXTS as T } from './texts.ts';
import { useT } from '../../lib/i18n.ts';

type Row = ContactCard & { id: number };

export function ContactCards({ editor }: { editor: DocumentEditor<ContactData> }) {
  const t = useT();
  const cards = editor.doc?.cards ?? [];
  // the card being edited (its index), 'new' for the add form
  const [editing, setEditing] = useState<number | 'new'>('new');
  const [formKey, setFormKey] = useState(0);
  const saving = editor.status.state === 'saving';

  const saveCards = (next: ContactCard[], o: { image?: File | null; index?: number; success: string }) =>
    editor.save({
      override: { cards: next },
      extra: o.image && o.index !== undefined ? { card_images: o.image, card_indices: String(o.index) } : undefined,
      failure: T.save,
      success: o.success,
    });

  /** opens the form on a card, or ('new') on an empty add form */
  const openForm = (index: number | 'new') => {
    setEditing(index);
    setFormKey((k) => k + 1);
  };
  const remove = async (index: number) => {
    if (!(await confirmDelete(T.confirmDelete))) return;
    const rest = cards.filter((_, i) => i !== index);
    if (await saveCards(rest, { success: T.cardDeleted })) openForm('new');
  };

  const rows: Row[] = cards.map((c, id) => ({ ...c, id }));
  // a Translations link to a card's text (?part=cards:2) opens that card's form
  useEditFromLink(editor.doc ? rows : undefined, (r) => openForm(r.id), 'cards');
  const columns: Column<Row>[] = [
    { key: 'id', header: '#', cell: (r) => r.id + 1 },
    thumbnailColumn('Image', (r) => ({ path: r.image, media: editor.record?.media, alt: t('Contact card {name}', { name: r.id + 1 }) }), 'small'),
    ...titleColumns<Row>(),
    {
      key: 'status',
      header: t('Status'),
      cell: (r) => (
        <StatusSwitch
          checked={r.status}
          label={t('Enabled: contact card {name}', { name: r.id + 1 })}
          onChange={() =>
            void saveCards(
              cards.map((c, i) => (i === r.id ? { ...c, status: !c.status } : c)),
              { success: T.cardSaved },
            )
          }
        />
      ),
    },
    {
      key: 'actions',
      header: t('Actions'),
      cell: (r) => <RowActions name={t('contact card {name}', { name: r.id + 1 })} onEdit={() => openForm(r.id)} onDelete={() => void remove(r.id)} />,
    },
  ];

  const card = editing === 'new' ? null : (cards[editing] ?? null);
  return (
    <>
      <CardSection title={t('Contact Cards')}>
        <DataTable caption={t('Contact cards')} columns={columns} rows={rows} rowKey={(r) => r.id} emptyText={t('No contact cards yet')} />
      </CardSection>
      <ContactCardForm
        key={formKey}
        card={card}
        path={card ? `cards[${editing as number}]` : undefined}
        saving={saving}
        onCancel={card ? () => openForm('new') : undefined}
        onSubmit={async (value, image) => {
          const index = card ? (editing as number) : cards.length;
          const next = card ? cards.map((c, i) => (i === index ? { ...c, ...value } : c)) : [...cards, { ...value, image: '', status: true }];
          if (await saveCards(next, { image, index, success: card ? T.cardSaved : T.cardAdded })) openForm('new');
        }}
      />
    </>
  );
}

type CardTexts = Pick<ContactCard, 'title_en' | 'title_tr' | 'description_en' | 'description_tr'>;

function ContactCardForm({
  card,
  path,
  saving,
  onSubmit,
  onCancel,
}: {
  card: ContactCard | null;
  /** the card's path in the document ('cards[2]'), naming its inputs 'cards[2].title_en' so a link can focus one */
  path?: string;
  saving: boolean;
  onSubmit: (value: CardTexts, image: File | null) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const { texts, bilingual } = useTexts<CardTexts>(() => textsOf(card, ['title_en', 'title_tr', 'description_en', 'description_tr']));
  const [image, setImage] = useState<File | null>(null);
  const submit = () => {
    if (Object.values(texts).some(isBlank)) return void notify.error(T.cardRequired);
    onSubmit({ ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim() }, image);
  };
  return (
    <FormCard
      title={card ? t('Edit Contact Card') : t('Add Contact Card')}
      className=""
      onSubmit={submit}
      saving={saving}
      submitLabel={card ? t('Update Card') : t('Add Card')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Card Title')} {...bilingual('title')} name={path && `${path}.title`} required />
      <BilingualField label={t('Card Description')} {...bilingual('description')} name={path && `${path}.description`} required editor={richTextEditor} />
      <ImagePicker
        label={t('Card Image')}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={notify.error}
        currentUrl={card?.image || null}
        previewSize={80}
        help={card ? t('Leave empty to keep the existing image') : undefined}
      />
    </FormCard>
  );
}
