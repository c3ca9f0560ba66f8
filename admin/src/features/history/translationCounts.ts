// How many translation gaps each content type has: the Translations screen's line on top (the
// dashboard's count of untranslated fields is GET /v2/api/dashboard's health.untranslated).
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
