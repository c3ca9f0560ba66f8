// How many translation gaps each content type has: the dashboard's card and the Translations screen's
// line on top share this query (its own module so the lazily loaded screen stays out of the dashboard).
import { useQuery } from '@tanstack/react-query';
import { HISTORY_KEY, historyApi } from './api.ts';
import { t } from '../../lib/i18n.ts';

export function useTranslationCounts() {
  return useQuery({
    queryKey: [...HISTORY_KEY, 'translation-counts'],
    queryFn: historyApi.translationCounts,
    staleTime: 0,
    meta: { failure: { failed: t('Failed to fetch translations'), error: t('Error fetching translations') } },
  });
}
