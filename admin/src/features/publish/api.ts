// The site's publishing state (API.md "Publishing and health"; ours, not in SPEC.md).
import { useQuery } from '@tanstack/react-query';
import { api, type FailureTexts } from '../../lib/api.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { PUBLISH_STATUS_KEY } from '../../lib/query.ts';
import type { BuildState, BuildStatus } from '../../../../server/api-types.ts';
import { msg } from '../../lib/i18n.ts';

const RUNNING_POLL_MS = 1500;
const IDLE_POLL_MS = 15_000;

export const isRunning = (state: BuildState | undefined) => state === 'queued' || state === 'building';
/** the live release is being copied to the bucket behind the CDN (S3_BUCKET) */
export const isSyncing = (status: BuildStatus | undefined) => status?.storage?.state === 'syncing';

export function usePublishStatus() {
  return useQuery({
    queryKey: PUBLISH_STATUS_KEY,
    queryFn: async () => (await api.get<{ build: BuildStatus }>('/v2/api/build')).build,
    // follows a running build or sync closely; otherwise looks now and then (another admin may publish)
    refetchInterval: (q) => (isRunning(q.state.data?.state) || isSyncing(q.state.data) ? RUNNING_POLL_MS : IDLE_POLL_MS),
    staleTime: 0,
  });
}

/** A publishing command: starts it, toasts the outcome, and reads the status again at once. */
function useBuildCommand(path: string, success: string, failure: FailureTexts) {
  return useApiMutation<void>({ mutationFn: () => api.post(path), success, failure, invalidate: [PUBLISH_STATUS_KEY] });
}

export const usePublishNow = () =>
  useBuildCommand('/v2/api/build', msg('Publishing started'), { failed: msg('Failed to start publishing'), error: msg('Error starting publishing') });

export const useRollback = () =>
  useBuildCommand('/v2/api/build/rollback', msg('Rolled back to the previous release'), {
    failed: msg('Failed to roll back'),
    error: msg('Error rolling back'),
  });
