// A process for build-lock.test.ts: says "ready", waits for the go file (so racers start together),
// then takes the build lock once, logging "enter <pid>" and "exit <pid>" around a hold of `holdMs`.
// With `hold-and-wait` it takes the lock once, says "held" and keeps it until killed.
import fs from 'node:fs';
import { withBuildLock } from '../publish/build-lock.ts';

const [mode, lockFile, logFile, goFile, holdMs, staleMs] = process.argv.slice(2);
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (mode === 'hold-and-wait') {
  await withBuildLock(
    lockFile,
    async () => {
      console.log('held');
      for (let i = 0; i < 600; i++) await tick(100); // killed long before
    },
    { staleMs: Number(staleMs) },
  );
} else {
  console.log('ready');
  // spin rather than sleep: the racers leave the start line within microseconds of each other
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(goFile) && Date.now() < deadline) await new Promise((r) => setImmediate(r));
  await withBuildLock(
    lockFile,
    async () => {
      fs.appendFileSync(logFile, `enter ${process.pid}\n`);
      const until = Date.now() + Number(holdMs);
      for (let i = 0; i < 10_000 && Date.now() < until; i++) await tick(20);
      fs.appendFileSync(logFile, `exit ${process.pid}\n`);
    },
    { staleMs: Number(staleMs) },
  );
}
