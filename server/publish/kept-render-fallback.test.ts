// A kept render that fails (a test fault: WorkerBuilderOptions.testFaults) with the real Astro build and
// the real server: the publish still goes live through a whole build, and the failure is not hidden: it
// is the publish's warning in GET /v2/api/build and in the activity log, until a kept render works again.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../test/helpers.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../test/real-server.ts';
import { KEPT_RENDER_FAULT } from './kept-renderer.ts';

describe('a failed kept render (real Astro build)', () => {
  const faults = { keptRender: true };
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ seed: false, testFaults: faults });
    token = await login(server.app, BENCH_ADMIN);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = async (url: string) => (await server.app.inject({ method: 'GET', url, headers: bearer(token) })).json();
  const publish = async () => {
    server.publisher.buildNow('test');
    await server.publisher.whenSettled();
  };

  it('falls back to a whole build that goes live, and says so in the build status and the activity log', async () => {
    await server.publisher.whenSettled(); // the first publish: a whole build, which keeps its renderer
    expect(server.publisher.status()).toMatchObject({ last: { ok: true }, fallback: null });

    await publish(); // rendered by the kept renderer, which throws
    const { build } = await get('/v2/api/build');
    expect(build.state).toBe('idle');
    expect(build.current.id).toBe(build.last.id);
    expect(fs.realpathSync(path.join(server.distDir, 'current'))).toBe(path.join(fs.realpathSync(server.distDir), 'releases', build.last.id));
    expect(build.last.warning).toContain(KEPT_RENDER_FAULT);
    expect(build.fallback).toMatchObject({ releaseId: build.last.id });
    expect(build.fallback.reason).toContain(KEPT_RENDER_FAULT);
    expect(server.builder.last?.bundled).toBe(true);

    const { activity } = await get('/v2/api/activity');
    const entry = activity.find((e: { kind: string; release_id?: string }) => e.kind === 'publish' && e.release_id === build.last.id);
    expect(entry).toMatchObject({ ok: true });
    expect(entry.warning).toContain(KEPT_RENDER_FAULT);
  }, 240_000);

  it('the warning stays until a publish is rendered by the kept renderer again', async () => {
    faults.keptRender = false;
    await publish();
    expect(server.builder.last?.bundled).toBe(false);
    const { build } = await get('/v2/api/build');
    expect(build.last.ok).toBe(true);
    expect(build.last.warning).toBeUndefined();
    expect(build.fallback).toBeNull();
  }, 240_000);
});
