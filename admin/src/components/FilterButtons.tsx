// The filter buttons above a card grid (SPEC.md: projects All/Active/Inactive/Completed/Ongoing; news
// and banners All/Active/Inactive). A filter is a named test of an item; the pressed one is marked
// for screen readers with aria-pressed.
import { useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { isOn } from '../lib/flags.ts';
import { msg, t } from '../lib/i18n.ts';

export interface Filter<T> {
  key: string;
  label: string;
  test: (item: T) => boolean;
}

/** All, Active and Inactive by the item's status (1/0 or 'active'/'inactive'). */
export const statusFilters = <T extends { status: unknown }>(): Filter<T>[] => [
  { key: 'all', label: msg('All'), test: () => true },
  { key: 'active', label: 'Active', test: (item) => isOn(item.status) },
  { key: 'inactive', label: 'Inactive', test: (item) => !isOn(item.status) },
];

/** The chosen filter (the first one at start) and the items it keeps. */
export function useFilter<T>(filters: Filter<T>[]) {
  const [key, setKey] = useState(filters[0].key);
  const filter = filters.find((f) => f.key === key) ?? filters[0];
  return {
    filters,
    filter,
    select: setKey,
    apply: (items: T[] | undefined) => items?.filter(filter.test),
  };
}

export function FilterButtons<T>({ label, state }: { label: string; state: ReturnType<typeof useFilter<T>> }) {
  return (
    <ButtonGroup aria-label={label} className="flex-wrap">
      {state.filters.map((f) => {
        const pressed = f.key === state.filter.key;
        return (
          <Button key={f.key} size="sm" variant={pressed ? 'primary' : 'outline-primary'} aria-pressed={pressed} onClick={() => state.select(f.key)}>
            {t(f.label)}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
