// A list or grid whose items are reordered by drag and drop: with the mouse or touch (on the grip
// handle), and with the keyboard (focus the handle, Space, arrow keys, Space; Escape cancels), with
// screen-reader announcements of each move. Used by the menu builder and the image galleries.
import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripIcon } from './icons.tsx';
import { msg, t } from '../lib/i18n.ts';

/** What `renderItem` gets besides the item: the grip handle to place, and whether it is being dragged. */
export interface SortableItemParts {
  /** the drag handle (a button named "Move {name}") */
  handle: ReactNode;
  isDragging: boolean;
}

interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** the new order, after a drop that moved something */
  onReorder: (items: T[]) => void;
  /** how an item is called in the handle's name and the announcements, e.g. the image's title */
  nameOf: (item: T) => string;
  /** names the list for screen readers */
  label: string;
  /** what one item is, for the instructions */
  noun?: keyof typeof MOVE_INSTRUCTIONS;
  /** a vertical list (default) or a wrapping grid of cards */
  layout?: 'list' | 'grid';
  renderItem: (item: T, parts: SortableItemParts) => ReactNode;
  /** classes of an item's <li> */
  itemClassName?: (item: T, isDragging: boolean) => string;
  /** extra attributes of an item's <li>, e.g. data-testid */
  itemAttributes?: (item: T) => Record<`data-${string}`, string | number>;
  /** while true, nothing can be dragged (a save is running) */
  disabled?: boolean;
}

const LAYOUT = {
  list: { strategy: verticalListSortingStrategy, className: 'list-unstyled mb-0 d-flex flex-column gap-2', item: '' },
  grid: { strategy: rectSortingStrategy, className: 'list-unstyled mb-0 row row-cols-2 row-cols-md-3 row-cols-xl-4 g-2', item: 'col' },
};

/** The keyboard instructions, a whole sentence for each kind of item (the noun takes a case ending in Turkish). */
const MOVE_INSTRUCTIONS = {
  item: msg('To move an item, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.'),
  image: msg('To move an image, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.'),
  'menu item': msg('To move a menu item, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.'),
};

export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  nameOf,
  label,
  noun = 'item',
  layout = 'list',
  renderItem,
  itemClassName,
  itemAttributes,
  disabled,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((i) => i.id === Number(id));
  const nameAt = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : String(id);
  };
  const where = (id: UniqueIdentifier) => t('position {n} of {count}', { n: indexOf(id) + 1, count: items.length });
  // dnd-kit reports the item over its own place right after the pick-up: saying "moved" then would
  // cut off "Picked up ..." before a screen reader reads it
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t('Picked up {name}, {where}.', { name: nameAt(active.id), where: where(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t('{name} moved to {where}.', { name: nameAt(active.id), where: where(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? t('{name} dropped at {where}.', { name: nameAt(active.id), where: where(over.id) }) : t('{name} dropped.', { name: nameAt(active.id) }),
    onDragCancel: ({ active }) => t('Moving {name} cancelled.', { name: nameAt(active.id) }),
  };

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(items, indexOf(active.id), indexOf(over.id)));
  }

  const { strategy, className, item: itemLayout } = LAYOUT[layout];
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(MOVE_INSTRUCTIONS[noun]),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={strategy} disabled={disabled}>
        <ol className={className} aria-label={label}>
          {items.map((item) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              layoutClass={itemLayout}
              className={(dragging) => itemClassName?.(item, dragging) ?? ''}
              attributes={itemAttributes?.(item)}
            >
              {(parts) => renderItem(item, parts)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  layoutClass,
  className,
  attributes: extra,
  children,
}: {
  id: number;
  name: string;
  layoutClass: string;
  className: (isDragging: boolean) => string;
  attributes?: Record<string, string | number>;
  children: (parts: SortableItemParts) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' as const };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-sm btn-light drag-handle"
      {...attributes}
      {...listeners}
      aria-label={t('Move {name}', { name: name })}
    >
      <GripIcon />
    </button>
  );
  const classes = [layoutClass, className(isDragging)].filter(Boolean).join(' ');
  return (
    <li ref={setNodeRef} style={style} className={classes || undefined} {...extra}>
      {children({ handle, isDragging })}
    </li>
  );
}
