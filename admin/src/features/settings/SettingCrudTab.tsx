// The Instagram and WhatsApp tabs: the add/edit form above a table whose rows have Edit, the status
// switch and Delete; messages in an alert with the SPEC.md section 8 texts of the setting.
import type { ComponentType } from 'react';
import { CrudAlerts } from '../../components/Feedback.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud, type CrudFormProps, type CrudSource } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { alertCrudTexts } from '../../lib/alertTexts.ts';
import { isOn } from '../../lib/flags.ts';
import { useT } from '../../lib/i18n.ts';

interface SettingCrudTabProps<T extends { id: number; status: unknown }, I> {
  source: CrudSource<T, I>;
  /** "Instagram" or "WhatsApp": the texts and the actions' names follow from it */
  name: string;
  caption: string;
  emptyText: string;
  /** the columns before Actions */
  columns: Column<T>[];
  Form: ComponentType<CrudFormProps<T, I>>;
}

export function SettingCrudTab<T extends { id: number; status: unknown }, I>({ source, name, caption, emptyText, columns, Form }: SettingCrudTabProps<T, I>) {
  const t = useT();
  const crud = useCrud<T, I>({
    ...source,
    messages: 'alert',
    texts: alertCrudTexts({ one: `${name} setting`, many: `${name} settings`, status: `${name} status` }),
  });
  // a link names the setting to edit
  useEditFromLink(crud.items, crud.startEdit);

  const actions: Column<T> = {
    key: 'actions',
    header: t('Actions'),
    cell: (s) => (
      <RowActions
        name={t('{name} setting {count}', { name: name, count: s.id })}
        onEdit={() => crud.startEdit(s)}
        active={isOn(s.status)}
        onToggle={() => crud.toggle(s)}
        onDelete={() => void crud.remove(s)}
        // the history names these types as the tab does: 'instagram', 'whatsapp'
        item={{ type: name.toLowerCase(), id: s.id }}
      />
    ),
  };

  return (
    <>
      <CrudAlerts crud={crud} />
      <Form key={crud.formKey} {...crud.formProps} />
      <CrudTable crud={crud} caption={caption} columns={[...columns, actions]} emptyText={emptyText} />
    </>
  );
}
