// The admin starting: a spinner drawn until the first screen's code has loaded. index.html holds the
// same markup, drawn before any of the admin's code runs; React draws this in its place, so the page
// shows the spinner throughout instead of going blank between the two. A screen reader hears it as a
// status saying the admin is loading.
import { t } from '../lib/i18n.ts';

export function StartingUp() {
  return (
    <div className="admin-starting" role="status" aria-busy="true" aria-label={t('Loading...')}>
      <svg className="admin-starting-spinner" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="4" strokeDasharray="60 30" />
      </svg>
    </div>
  );
}
