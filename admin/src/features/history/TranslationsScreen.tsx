// Translations (issue 14): every field whose English or Turkish text is missing or still the same as
// the other language's, each linking straight to the field's editor; counts per content type on top.
// One page is read at a time (issue 22), searched, filtered by problem and sorted on the server.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TranslationGap } from '../../../../server/api-types.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import type { Filter } from '../../components/FilterButtons.tsx';
import { ListToolbar, listEmptyText } from '../../components/ListToolbar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager, TABLE_PAGE_SIZE } from '../../components/Pager.tsx';
import { useServerList } from '../../hooks/useListPage.ts';
import { TRANSLATIONS_ROUTE } from './api.ts';
import { useTranslationCounts } from './translationCounts.ts';
import { fieldLink, typeName } from './places.ts';
import { fieldName } from './fieldNames.ts';
import { msg, t, useT } from '../../lib/i18n.ts';

export const PROBLEM_LABEL: Record<TranslationGap['problem'], string> = {
  missing_en: msg('English missing'),
  missing_tr: msg('Turkish missing'),
  same: msg('Same in both languages'),
  alt_missing: msg('Alt text missing'),
};

const text = (v: string) => v.replace(/<[^>]*>/g, ' ').trim() || t('(empty)');

/** The edit links' column, named for screen readers only (made at render: in the language chosen then). */
function EditHeader() {
  return <span className="visually-hidden">{useT()('Edit')}</span>;
}

const columns: Column<TranslationGap>[] = [
  { key: 'item', header: msg('Item'), cell: (g) => `${typeName(g.content_type)}: ${g.label}`, sortField: 'label' },
  { key: 'field', header: msg('Field'), cell: (g) => fieldName(g.field), sortField: 'field' },
  { key: 'problem', header: msg('Problem'), cell: (g) => t(PROBLEM_LABEL[g.problem]), sortField: 'problem' },
  { key: 'en', header: msg('English'), cell: (g) => <span lang="en">{text(g.en)}</span> },
  { key: 'tr', header: msg('Turkish'), cell: (g) => <span lang="tr">{text(g.tr)}</span> },
  {
    key: 'edit',
    header: <EditHeader />,
    cell: (g) => {
      const missing = g.problem === 'missing_tr' ? g.tr_field : g.en_field;
      return (
        <Link to={fieldLink(g.content_type, g.item_id, missing)} aria-label={t('Edit {name} of {count}', { name: fieldName(missing), count: g.label })}>
          {t('Edit')}
        </Link>
      );
    },
  },
];

/** The problems the list is filtered by (the route's ?status=), 'all' first. */
const PROBLEM_FILTERS: Filter<TranslationGap>[] = [
  { key: 'all', label: msg('All'), test: () => true },
  ...(Object.entries(PROBLEM_LABEL) as Array<[TranslationGap['problem'], string]>).map(([key, label]) => ({
    key,
    label,
    test: (g: TranslationGap) => g.problem === key,
  })),
];
const GAP_SORTS = ['', 'label', '-label', 'field', '-field', 'problem', '-problem'];

export function TranslationsScreen() {
  const t = useT();
  const { list, page } = useServerList<TranslationGap>({
    route: TRANSLATIONS_ROUTE,
    filters: PROBLEM_FILTERS.map((f) => f.key),
    sorts: GAP_SORTS,
    pageSize: TABLE_PAGE_SIZE,
  });
  const gaps = useQuery({
    queryKey: page.key,
    queryFn: page.list,
    staleTime: 0,
    meta: { failure: { failed: t('Failed to fetch translations'), error: t('Error fetching translations') } },
  });
  const counts = Object.entries(useTranslationCounts().data ?? {});
  return (
    <>
      <PageHeader title={t('Translations')} />
      {counts.length ? <p className="text-body-secondary">{counts.map(([type, n]) => `${typeName(type)}: ${n}`).join(' · ')}</p> : null}
      <ListToolbar list={list} searchLabel={msg('Search translations')} filters={PROBLEM_FILTERS} filterLabel="Problem" />
      <DataTable
        caption={t('Fields to translate')}
        columns={columns}
        rows={gaps.data}
        rowKey={(g) => `${g.content_type}-${g.item_id}-${g.field}`}
        loading={gaps.isLoading}
        emptyText={listEmptyText(list, list.filter === 'all' ? t('Every text is translated') : t('No fields found'), t)}
        serverSort={{ value: list.sort, onChange: list.setSort }}
      />
      <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
    </>
  );
}
