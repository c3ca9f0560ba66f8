// The actions of one item in a table or on a card: Edit, the status switch and Delete, each left out
// when its handler is. `name` makes their accessible names ("Edit Instagram setting 3",
// "Active: Instagram setting 3", "Delete Instagram setting 3"). With `item`, the item's own publish bar
// follows them while it has an unpublished change (issue 20).
import { Button } from 'react-bootstrap';
import { ItemPublishBar } from './ItemPublishBar.tsx';
import { StatusSwitch } from './StatusSwitch.tsx';
import { useT } from '../lib/i18n.ts';

interface RowActionsProps {
  name: string;
  onEdit?: () => void;
  /** the switch's state; shown with onToggle */
  active?: boolean;
  onToggle?: () => void;
  onDelete?: () => void;
  /** the item in the history's terms (type 'project', its id): shows its publish bar */
  item?: { type: string; id: number };
}

export function RowActions({ name, onEdit, active = false, onToggle, onDelete, item }: RowActionsProps) {
  const t = useT();
  return (
    <span className="d-flex flex-wrap align-items-center gap-2">
      {onEdit ? (
        <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={t('Edit {name}', { name: name })}>
          {t('Edit')}
        </Button>
      ) : null}
      {onToggle ? <StatusSwitch checked={active} onChange={onToggle} label={t('Active: {name}', { name: name })} /> : null}
      {onDelete ? (
        <Button size="sm" variant="outline-danger" onClick={onDelete} aria-label={t('Delete {name}', { name: name })}>
          {t('Delete')}
        </Button>
      ) : null}
      {item ? <ItemPublishBar type={item.type} id={item.id} /> : null}
    </span>
  );
}
