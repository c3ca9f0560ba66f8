// Background work (AVIF encodes, the search index) runs in a worker process at the lowest CPU priority,
// and a task waits to start while a publish runs.
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundWorker, PublishGate } from './background-work.ts';

const gate = new PublishGate();
const worker = new BackgroundWorker(gate);
afterAll(() => worker.close());

const picture = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#5d6670' } })
    .jpeg()
    .toBuffer();

describe('background work', () => {
  it('runs in a process of the lowest CPU priority', async () => {
    const pid = (await worker.pid())!;
    expect(pid).not.toBe(process.pid);
    expect(os.getPriority(pid)).toBe(os.constants.priority.PRIORITY_LOW);
  });

  it('starts no task while a publish runs, and runs it once the publish is over', async () => {
    const original = await picture();
    gate.enter();
    const before = worker.sent;
    const encoded = worker.run<Uint8Array>('avif', { original, width: 320 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(worker.sent).toBe(before); // waiting at the gate
    gate.leave();
    const avif = Buffer.from(await encoded);
    expect(worker.sent).toBe(before + 1);
    expect((await sharp(avif).metadata()).format).toBe('heif'); // sharp's name for AVIF's container
    expect((await sharp(avif).metadata()).width).toBe(320);
  });

  it('answers a failed task with its error, and keeps working', async () => {
    await expect(worker.run('avif', { original: Buffer.from('not a picture'), width: 10 })).rejects.toThrow();
    const avif = Buffer.from(await worker.run<Uint8Array>('avif', { original: await picture(), width: 100 }));
    expect((await sharp(avif).metadata()).width).toBe(100);
  });
});
