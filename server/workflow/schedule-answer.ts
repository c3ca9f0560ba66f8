// A schedule row as the API answers it (API.md: state waiting, done or failed; cancelled ones are not listed).
import type { ScheduleRow } from '../../content-db/schedule.ts';

export function scheduleAnswer(s: ScheduleRow) {
  return {
    id: s.id,
    at: s.at,
    items: s.items ?? [],
    user_name: s.user_name,
    state: s.state as 'waiting' | 'done' | 'failed',
    log: s.log,
    created_at: s.created_at,
    finished_at: s.finished_at,
    action: s.action,
  };
}
