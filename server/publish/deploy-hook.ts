// After each publish (and rollback) the deploy hook, when configured, hears which release is live,
// e.g. to sync dist/current to a CDN. Its failure is logged: the site itself is already published.
import type { PublishLog } from './types.ts';

const TIMEOUT_MS = 10_000;

export async function notifyDeployHook(url: string, releaseId: string, log: PublishLog): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ releaseId }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) {
      log.warn(`deploy hook answered ${res.status} for release ${releaseId}`);
      return false;
    }
    return true;
  } catch (err) {
    log.warn(`deploy hook failed for release ${releaseId}: ${(err as Error).message}`);
    return false;
  }
}
