/**
 * Prints the slowest tests and files, to keep the suite within its CI time, then why each failed
 * test failed (where CI logs keep only their end, the line reporter's report is long gone), then
 * one closing line, `N passed, N failed` (`, N skipped` when any), that CI reads.
 * The suite runs without retries; should one ever be retried, a test that needed more than one
 * attempt ("flaky") counts as failed: a flaky test is a failing test. A run that fails outside
 * any test (a web server that cannot start, a file that does not load) counts as one failure.
 */
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests, and of the slowest files, to list. */
const SLOWEST = 8;

/** How many lines of a failed test's first error to repeat at the end. */
const ERROR_LINES = 6;

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();
  private readonly durations = new Map<string, { title: string; file: string; ms: number }>();
  private errors = 0;
  private readonly failures = new Map<string, string>();

  onError(error: TestError): void {
    // With --max-failures, Playwright reports the stop as an error too: the failures are counted.
    if (!error.message?.includes('Testing stopped early')) this.errors += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
    const project = test.parent.project()?.name ?? '';
    const file = path.relative(process.cwd(), test.location.file);
    this.durations.set(test.id, { title: `[${project}] ${test.title}`, file, ms: result.duration });
    // An attempt that ended other than the test expects: what the closing line counts as failed.
    // A later attempt that passes keeps it listed, as a flaky test still counts as failed.
    const error = result.errors[0];
    if (result.status !== test.expectedStatus && error) {
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes
      const message = (error.message ?? error.value ?? '').replace(/\u001b\[[0-9;]*m/g, '');
      const where = error.location
        ? ` (${path.relative(process.cwd(), error.location.file)}:${error.location.line})`
        : '';
      this.failures.set(
        test.id,
        `[${project}] ${test.title}${where}\n${message
          .split('\n')
          .filter((line) => line.trim() !== '')
          .slice(0, ERROR_LINES)
          .map((line) => `    ${line}`)
          .join('\n')}`,
      );
    }
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'skipped') skipped += 1;
      else if (outcome === 'unexpected' || outcome === 'flaky') failed += 1;
      else passed += 1;
    }
    failed += this.errors;
    if (failed === 0 && result.status !== 'passed') failed = 1;
    const slowest = [...this.durations.values()].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    const total = [...this.durations.values()].reduce((sum, { ms }) => sum + ms, 0);
    if (slowest.length > 1) {
      console.log(`Test time ${(total / 1000).toFixed(0)} s over all workers; the slowest:`);
      for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
      const byFile = new Map<string, { ms: number; tests: number }>();
      for (const { file, ms } of this.durations.values()) {
        const sum = byFile.get(file) ?? { ms: 0, tests: 0 };
        byFile.set(file, { ms: sum.ms + ms, tests: sum.tests + 1 });
      }
      console.log('The slowest files, all their tests together:');
      for (const [file, { ms, tests }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, SLOWEST)) {
        console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file} (${tests} tests)`);
      }
    }
    if (this.failures.size > 0) {
      console.log('Why the failed tests failed:');
      for (const failure of this.failures.values()) console.log(`  ${failure}`);
    }
    console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
