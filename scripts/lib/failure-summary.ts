// A vitest reporter that writes, at the end of a run, what failed and why: failed tests, failed files (a
// hook, an import) and errors outside any test (an unhandled rejection). `npm test` prints it last, so the
// tail of a long CI log names the failure instead of only counting it.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
}

/** An error's first lines: enough to find it, short enough for a log's tail. */
function describe(error: ErrorLike): string {
  const text = error.stack || `${error.name ?? 'Error'}: ${error.message ?? ''}`;
  return text.split('\n').slice(0, 8).join('\n    ');
}

export default class FailureSummary implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<ErrorLike>): void {
    const out = process.env.FAILURE_SUMMARY_FILE;
    if (!out) return;
    const lines: string[] = [];
    for (const mod of testModules) {
      const file = path.relative(process.cwd(), mod.moduleId);
      for (const error of mod.errors()) lines.push(`FAIL ${file} (the file itself)\n    ${describe(error)}`);
      for (const test of mod.children.allTests('failed')) {
        const errors = test.result().errors ?? [];
        lines.push(`FAIL ${file} > ${test.fullName}\n    ${errors.map(describe).join('\n    ')}`);
      }
      for (const suite of mod.children.allSuites()) {
        for (const error of suite.errors()) lines.push(`FAIL ${file} > ${suite.fullName} (a hook)\n    ${describe(error)}`);
      }
    }
    for (const error of unhandledErrors) lines.push(`ERROR outside any test\n    ${describe(error)}`);
    if (lines.length > 0) fs.appendFileSync(out, lines.map((l) => `${l}\n`).join(''));
  }
}
