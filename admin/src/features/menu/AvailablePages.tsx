// Pages not yet in the menu, searchable by English or Turkish name.
import { useId, useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { CardSection } from '../../components/CardSection.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ScrollList } from '../../components/ScrollList.tsx';
import type { PageOption } from './api.ts';
import { useT } from '../../lib/i18n.ts';

const fold = (s: string) =>
  s
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');

export function AvailablePages({ pages, onAdd }: { pages: PageOption[]; onAdd: (page: PageOption) => void }) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = fold(query.trim());
    return q ? pages.filter((p) => fold(p.page_name_en).includes(q) || fold(p.page_name_tr).includes(q)) : pages;
  }, [pages, query]);

  return (
    <CardSection
      title={t('Available Pages')}
      className="h-100"
      header={
        <>
          <Form.Label htmlFor={searchId} className="visually-hidden">
            {t('Search pages')}
          </Form.Label>
          <Form.Control
            id={searchId}
            type="search"
            size="sm"
            placeholder={t('Search pages...')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </>
      }
    >
      <ScrollList label={t('Available page list')}>
        {shown.length === 0 ? (
          <EmptyState text={t('No pages available')} />
        ) : (
          <ul className="list-group list-group-flush">
            {shown.map((p) => (
              <li key={p.id} className="list-group-item d-flex align-items-center justify-content-between gap-2">
                <span className="min-w-0">
                  <span className="d-block text-truncate">{p.page_name_en}</span>
                  <span className="d-block small text-body-secondary text-truncate" lang="tr">
                    {p.page_name_tr}
                  </span>
                </span>
                <Button size="sm" variant="outline-primary" onClick={() => onAdd(p)} aria-label={t('Add {name}', { name: p.page_name_en })}>
                  {t('Add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ScrollList>
    </CardSection>
  );
}
