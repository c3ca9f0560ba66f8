// `npm test`: every test. Unit, API and site tests first, then the admin build and the browser tests in
// Debian's Chromium (installed here when missing and possible). Ends with one "N passed, N failed" line;
// any failed or skipped test makes it exit 1.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, chromiumAvailable } from '../server/test/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` };

function run(cmd: string, args: string[]): number {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  return r.status ?? 1;
}

function ensureChromium(): void {
  if (chromiumAvailable()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!chromiumAvailable()) {
    console.error(
      `\nBrowser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary)`,
    );
    process.exit(1);
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** What failed in each phase, by name (scripts/lib/failure-summary.ts writes it): printed last. */
const summaryFile = path.join(os.tmpdir(), `vitest-failures-${process.pid}.txt`);
env.FAILURE_SUMMARY_FILE = summaryFile;
fs.rmSync(summaryFile, { force: true });

/** Runs vitest with a JSON report and the failure summary next to the console one, and answers its counts. */
function vitest(label: string, extra: string[]): Counts {
  const report = path.join(os.tmpdir(), `vitest-${label}-${process.pid}.json`);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, '--reporter=./scripts/lib/failure-summary.ts'];
  const before = fs.existsSync(summaryFile) ? fs.statSync(summaryFile).size : 0;
  const code = run('vitest', ['run', ...reporters, ...extra]);
  const after = fs.existsSync(summaryFile) ? fs.statSync(summaryFile).size : 0;
  if (code !== 0 && after === before)
    fs.appendFileSync(summaryFile, `FAIL the ${label} run: vitest exited ${code} with no failure named (see its log above)\n`);
  let counts: Counts = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    counts = {
      passed: r.numPassedTests ?? 0,
      failed: (r.numFailedTests ?? 0) + (code !== 0 && !r.numFailedTests ? 1 : 0),
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
    fs.rmSync(report, { force: true });
  }
  return counts;
}

ensureChromium();
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (c: Counts) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
};

add(vitest('unit', []));
if (fs.existsSync(path.join(ROOT, 'vitest.browser.config.ts'))) {
  if (run('npm', ['run', 'build:admin']) !== 0) totals.failed += 1;
  else add(vitest('browser', ['--config', 'vitest.browser.config.ts']));
}

const failures = fs.existsSync(summaryFile) ? fs.readFileSync(summaryFile, 'utf8') : '';
if (failures) console.log(`\nWhat failed:\n${failures}`);
fs.rmSync(summaryFile, { force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
// a skipped test proves nothing: a suite that skips itself (a guard, a .skip left behind) fails the run
if (totals.skipped > 0) console.error('Skipped tests fail the run: remove the skip or the guard that caused it.');
process.exit(totals.failed > 0 || totals.skipped > 0 ? 1 : 0);
