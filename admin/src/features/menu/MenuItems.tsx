// The menu's entries: reordered by drag and drop (mouse, touch or keyboard: Space, arrows, Space),
// renamed in EN and TR, switched active or inactive, removed.
import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SortableList } from '../../components/SortableList.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import type { MenuEntry } from './api.ts';
import { useT } from '../../lib/i18n.ts';

interface MenuItemsProps {
  items: MenuEntry[];
  /** applies a change to the entries as the form holds them when the change happens (not as they were
   * at the last render: a rename followed at once by a removal must keep the rename) */
  onChange: (change: (items: MenuEntry[]) => MenuEntry[]) => void;
}

const labelOf = (item: MenuEntry) => item.name || item.page_name || `page ${item.id}`;

export function MenuItems({ items, onChange }: MenuItemsProps) {
  const t = useT();
  const update = (id: number, patch: Partial<MenuEntry>) => onChange((current) => current.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  if (items.length === 0) return <EmptyState text={t('This menu has no pages yet. Add pages from Available Pages.')} />;

  return (
    <SortableList
      items={items}
      onReorder={(reordered) => onChange(() => reordered)}
      nameOf={labelOf}
      label={t('Menu items')}
      noun="menu item"
      itemAttributes={(item) => ({ 'data-testid': 'menu-item', 'data-page-id': item.id })}
      itemClassName={(item, dragging) => `border rounded p-2${item.active ? ' bg-body' : ' bg-body-tertiary'}${dragging ? ' shadow' : ''}`}
      renderItem={(item, { handle }) => (
        <MenuItemFields
          item={item}
          handle={handle}
          onRename={(patch) => update(item.id, patch)}
          onToggle={(active) => update(item.id, { active })}
          onRemove={() => onChange((current) => current.filter((i) => i.id !== item.id))}
        />
      )}
    />
  );
}

function MenuItemFields({
  item,
  handle,
  onRename,
  onToggle,
  onRemove,
}: {
  item: MenuEntry;
  handle: ReactNode;
  onRename: (patch: Pick<Partial<MenuEntry>, 'name' | 'name_tr'>) => void;
  onToggle: (active: boolean) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const label = labelOf(item);
  return (
    <>
      <div className="d-flex align-items-start gap-2">
        <span className="mt-1">{handle}</span>
        <div className="flex-grow-1 row g-2 min-w-0">
          <div className="col-12 col-sm-6">
            <Form.Control
              size="sm"
              value={item.name}
              aria-label={t('English name of {name}', { name: item.page_name ?? label })}
              onChange={(e) => onRename({ name: e.currentTarget.value })}
            />
          </div>
          <div className="col-12 col-sm-6">
            <Form.Control
              size="sm"
              value={item.name_tr}
              lang="tr"
              aria-label={t('Turkish name of {name}', { name: item.page_name ?? label })}
              onChange={(e) => onRename({ name_tr: e.currentTarget.value })}
            />
          </div>
        </div>
      </div>
      <div className="d-flex align-items-center justify-content-between gap-2 mt-2 ps-5">
        <StatusSwitch checked={item.active} onChange={onToggle} label={t('Active: {name}', { name: label })} />
        <span className="me-auto">
          <StatusBadge status={item.active} />
        </span>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={t('Remove {name}', { name: label })}>
          {t('Remove')}
        </Button>
      </div>
    </>
  );
}
