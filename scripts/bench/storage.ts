// Storage sync timings (S3_BUCKET): a real server (Astro in its warm worker) on a content folder, syncing
// to a local S3-compatible server (s3rver on 127.0.0.1): the first full sync, then one project renamed
// through the API, and what its sync uploaded and how long it took.
import { Bucket } from '../../server/publish/storage-sync/bucket.ts';
import { StoragePublisher } from '../../server/publish/storage-sync/storage-publisher.ts';
import { multipart } from '../../server/test/helpers.ts';
import { BENCH_ADMIN, startServer } from '../../server/test/real-server.ts';
import { startS3 } from '../../server/test/s3-server.ts';

export interface SyncFigures {
  pages: number;
  /** objects of the release and the uploads */
  objects: number;
  firstSyncMs: number;
  editSyncMs: number;
  editUploaded: number;
  editDeleted: number;
}

/** Publishes `dataDir` (into a fresh dist folder) with the sync on; the content folder stays. */
export async function measureStorageSync(dataDir: string): Promise<SyncFigures> {
  const s3 = await startS3(['bench']);
  let storage: StoragePublisher | undefined;
  const server = await startServer({
    dataDir,
    storage: (uploadsDir) => (storage = new StoragePublisher({ bucket: new Bucket(s3.client(), s3.config('bench')), uploadsDir })),
  });
  try {
    await server.publisher.whenSettled(); // the first build and the full sync
    const first = server.publisher.status();
    if (!first.current || first.storage?.state !== 'idle') throw new Error(`the first publish or sync failed:\n${first.last?.log}\n${first.storage?.log}`);
    const firstReport = storage!.lastReport!;

    const token = (
      await server.app.inject({ method: 'POST', url: '/v2/api/login', payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } })
    ).json().token as string;
    const list = (await server.app.inject({ method: 'GET', url: '/v2/api/projects', headers: { authorization: `Bearer ${token}` } })).json();
    const project = (list.projects as Array<{ id: number; status: string }>).filter((p) => p.status === 'active').at(-1)!;
    const form = multipart({ title_en: 'Renamed For The Benchmark', title_tr: 'Kıyaslama İçin Yeni Ad' });
    const res = await server.app.inject({
      method: 'PUT',
      url: `/v2/api/projects/${project.id}`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 200) throw new Error(`the edit failed: ${res.statusCode} ${res.body}`);
    // the write asks for its build once its answer is sent
    const live = first.current.id;
    for (let i = 0; i < 6000 && server.publisher.status().current?.id === live; i++) await new Promise((r) => setTimeout(r, 50));
    await server.publisher.whenSettled();
    const after = server.publisher.status();
    if (after.current?.id === live || after.storage?.state !== 'idle') {
      throw new Error(`the edit was not published and synced:\n${after.last?.log ?? ''}\n${JSON.stringify(after.storage)}`);
    }
    const edit = storage!.lastReport!;
    return {
      pages: server.publisher.status().current!.pages,
      objects: edit.objects,
      firstSyncMs: firstReport.ms,
      editSyncMs: edit.ms,
      editUploaded: edit.uploaded,
      editDeleted: edit.deleted,
    };
  } finally {
    await server.close();
    await s3.close();
  }
}
