// After each publish (and rollback) the deploy hook, when configured, hears which release is live,
// e.g. to sync dist/current to a CDN. Its failure is logged: the site itself is already published.
// The CDN purge webhook after a storage sync (storage-sync/) is posted the same way.
import type { PublishLog } from './types.ts';

const TIMEOUT_MS = 10_000;

/** POSTs `body` as JSON; answers whether it got a 2xx. A failure is logged as a warning naming `what`. */
export async function postWebhook(url: string, body: unknown, what: string, log: PublishLog): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) {
      log.warn(`${what} answered ${res.status}`);
      return false;
    }
    return true;
  } catch (err) {
    log.warn(`${what} failed: ${(err as Error).message}`);
    return false;
  }
}

export function notifyDeployHook(url: string, releaseId: string, log: PublishLog): Promise<boolean> {
  return postWebhook(url, { releaseId }, `deploy hook for release ${releaseId}`, log);
}
