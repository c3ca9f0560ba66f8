// The menu's entries: reordered by drag and drop (mouse, touch or keyboard: Space, arrows, Space),
// renamed in EN and TR, switched active or inactive, removed.
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent, type Announcements,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Form } from 'react-bootstrap';
import { EmptyState } from '../../components/EmptyState.tsx';
import { GripIcon } from '../../components/icons.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import type { MenuEntry } from './api.ts';

interface MenuItemsProps {
  items: MenuEntry[];
  onChange: (items: MenuEntry[]) => void;
}

const labelOf = (item: MenuEntry) => item.name || item.page_name || `page ${item.id}`;

export function MenuItems({ items, onChange }: MenuItemsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: number | string) => {
    const item = items.find((i) => i.id === Number(id));
    return item ? labelOf(item) : String(id);
  };
  const positionOf = (id: number | string) => items.findIndex((i) => i.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === Number(active.id));
    const to = items.findIndex((i) => i.id === Number(over.id));
    onChange(arrayMove(items, from, to));
  }

  const update = (id: number, patch: Partial<MenuEntry>) => onChange(items.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  if (items.length === 0) return <EmptyState text="This menu has no pages yet. Add pages from Available Pages." />;

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: 'To move a menu item, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.' },
      }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="list-unstyled mb-0 d-flex flex-column gap-2" aria-label="Menu items">
          {items.map((item) => (
            <SortableItem key={item.id} item={item} onRename={(patch) => update(item.id, patch)}
              onToggle={(active) => update(item.id, { active })}
              onRemove={() => onChange(items.filter((i) => i.id !== item.id))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ item, onRename, onToggle, onRemove }: {
  item: MenuEntry;
  onRename: (patch: Pick<Partial<MenuEntry>, 'name' | 'name_tr'>) => void;
  onToggle: (active: boolean) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const label = labelOf(item);
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' as const };
  return (
    <li ref={setNodeRef} style={style} data-testid="menu-item" data-page-id={item.id}
      className={`border rounded p-2${item.active ? ' bg-body' : ' bg-body-tertiary'}${isDragging ? ' shadow' : ''}`}>
      <div className="d-flex align-items-start gap-2">
        <button type="button" ref={setActivatorNodeRef} className="btn btn-sm btn-light drag-handle mt-1" {...attributes} {...listeners}
          aria-label={`Move ${label}`}>
          <GripIcon />
        </button>
        <div className="flex-grow-1 row g-2 min-w-0">
          <div className="col-12 col-sm-6">
            <Form.Control size="sm" value={item.name} aria-label={`English name of ${item.page_name ?? label}`}
              onChange={(e) => onRename({ name: e.currentTarget.value })} />
          </div>
          <div className="col-12 col-sm-6">
            <Form.Control size="sm" value={item.name_tr} lang="tr" aria-label={`Turkish name of ${item.page_name ?? label}`}
              onChange={(e) => onRename({ name_tr: e.currentTarget.value })} />
          </div>
        </div>
      </div>
      <div className="d-flex align-items-center justify-content-between gap-2 mt-2 ps-5">
        <StatusSwitch checked={item.active} onChange={onToggle} label={`Active: ${label}`} />
        <span className="me-auto"><StatusBadge status={item.active} /></span>
        <Button size="sm" variant="outline-danger" onClick={onRemove} aria-label={`Remove ${label}`}>Remove</Button>
      </div>
    </li>
  );
}
