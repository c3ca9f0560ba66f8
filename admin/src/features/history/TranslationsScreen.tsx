// Translations (issue 14): every field whose English or Turkish text is missing or still the same as
// the other language's, each linking straight to the field's editor; counts per content type on top.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TranslationGap } from '../../../../server/api-types.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { HISTORY_KEY, historyApi } from './api.ts';
import { fieldLink, typeName } from './places.ts';
import { msg, t, useT } from '../../lib/i18n.ts';

export const PROBLEM_LABEL: Record<TranslationGap['problem'], string> = {
  missing_en: msg('English missing'),
  missing_tr: msg('Turkish missing'),
  same: msg('Same in both languages'),
};

export function useTranslationGaps() {
  return useQuery({
    queryKey: [...HISTORY_KEY, 'translations'],
    queryFn: historyApi.translations,
    staleTime: 0,
    meta: { failure: { failed: t('Failed to fetch translations'), error: t('Error fetching translations') } },
  });
}

const text = (v: string) => v.replace(/<[^>]*>/g, ' ').trim() || '(empty)';

const columns: Column<TranslationGap>[] = [
  { key: 'item', header: msg('Item'), cell: (g) => `${typeName(g.content_type)}: ${g.label}`, sortValue: (g) => `${g.content_type} ${g.label}` },
  { key: 'field', header: msg('Field'), cell: (g) => g.field.replace(/\//g, ' › ') },
  { key: 'problem', header: msg('Problem'), cell: (g) => t(PROBLEM_LABEL[g.problem]), sortValue: (g) => g.problem },
  { key: 'en', header: msg('English'), cell: (g) => <span lang="en">{text(g.en)}</span> },
  { key: 'tr', header: msg('Turkish'), cell: (g) => <span lang="tr">{text(g.tr)}</span> },
  {
    key: 'edit',
    header: <span className="visually-hidden">{msg('Edit')}</span>,
    cell: (g) => {
      const missing = g.problem === 'missing_tr' ? g.tr_field : g.en_field;
      return (
        <Link
          to={fieldLink(g.content_type, g.item_id, missing)}
          aria-label={t('Edit {name} of {count}', { name: missing.split('/').at(-1) ?? '', count: g.label })}
        >
          {msg('Edit')}
        </Link>
      );
    },
  },
];

export function TranslationsScreen() {
  const t = useT();
  const gaps = useTranslationGaps();
  const counts = Object.entries(gaps.data?.counts ?? {});
  return (
    <>
      <PageHeader title={t('Translations')} />
      {counts.length ? <p className="text-body-secondary">{counts.map(([type, n]) => `${typeName(type)}: ${n}`).join(' · ')}</p> : null}
      <DataTable
        caption={t('Fields to translate')}
        columns={columns}
        rows={gaps.data?.gaps}
        rowKey={(g) => `${g.content_type}-${g.item_id}-${g.field}`}
        loading={gaps.isLoading}
        emptyText={t('Every text is translated')}
      />
    </>
  );
}
