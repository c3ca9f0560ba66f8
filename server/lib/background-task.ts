// The process of background work (background-work.ts): AVIF encodes, sharing crops and the site search's index. It
// lowers its own priority before anything else runs, so the threads it starts later (libuv's pool,
// where sharp encodes; the Pagefind process it spawns) inherit the low priority: on a 2-core machine a
// publish keeps the CPU while this waits.
import os from 'node:os';

os.setPriority(os.constants.priority.PRIORITY_LOW);

interface Task {
  id: number;
  kind: 'avif' | 'share-crop' | 'search-index';
  input: unknown;
}

const handlers: Record<Task['kind'], (input: never) => Promise<unknown>> = {
  async avif(input: { original: Uint8Array; width: number }) {
    const { encodeAvifHere } = await import('./media-avif.ts');
    return encodeAvifHere(Buffer.from(input.original), input.width);
  },
  async 'share-crop'(input: { original: Uint8Array; mime: string; focal: { x: number; y: number } }) {
    const { makeShareCrop } = await import('../publish/og-image.ts');
    return makeShareCrop(Buffer.from(input.original), input.mime, input.focal);
  },
  async 'search-index'(input: { releaseDir: string; outDir: string }) {
    const { writeIndex } = await import('../publish/search-index.ts');
    return writeIndex(input.releaseDir, input.outDir);
  },
};

process.on('message', (task: Task) => {
  handlers[task.kind](task.input as never).then(
    (result) => process.send?.({ id: task.id, result }),
    (err: Error) => process.send?.({ id: task.id, error: err.message }),
  );
});
process.on('disconnect', () => process.exit(0));
// the priority is set: tasks may come
process.send?.({ ready: true });
