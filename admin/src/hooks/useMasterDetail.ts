// The master-detail rule of the project and news detail screens (SPEC.md "Project detail", "News
// detail"): one child (a detail) is selected at a time and its own children (gallery, banners) are
// read for it. The first child is selected on load; when the selected child disappears (deleted), the
// first remaining one is selected, or none when none remain. Reading the grandchildren follows the
// selection: key their list on `selectedId` (useCrud with `enabled: selectedId !== null`).
import { useEffect, useState } from 'react';

export interface MasterDetail<D extends { id: number }> {
  /** the selected child, or null (no children, or still loading) */
  selected: D | null;
  selectedId: number | null;
  select: (id: number) => void;
}

/**
 * `children`: the parent's children as read (undefined while loading). `linkedId`: the child a link
 * names (useLinkedId), selected instead of the first one.
 */
export function useMasterDetail<D extends { id: number }>(children: D[] | undefined, linkedId?: number): MasterDetail<D> {
  const [chosenId, setChosenId] = useState<number | null>(linkedId ?? null);
  // the chosen child while it exists, else the first one (on load, and after the chosen one is deleted)
  const selected = children?.find((d) => d.id === chosenId) ?? children?.[0] ?? null;
  const selectedId = selected?.id ?? null;

  // Forget a chosen id that no longer exists, so an id the database hands out again later is not
  // selected by surprise.
  useEffect(() => {
    if (children && chosenId !== selectedId) setChosenId(selectedId);
  }, [children, chosenId, selectedId]);

  // a link followed while the screen is open
  useEffect(() => {
    if (linkedId !== undefined) setChosenId(linkedId);
  }, [linkedId]);

  return { selected, selectedId, select: setChosenId };
}
