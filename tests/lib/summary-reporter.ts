/**
 * Prints one closing line, `N passed, N failed` (`, N skipped` when any), that CI reads.
 * The suite runs without retries; should one ever be retried, a test that needed more than one
 * attempt ("flaky") counts as failed: a flaky test is a failing test.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'skipped') skipped += 1;
      else if (outcome === 'unexpected' || outcome === 'flaky') failed += 1;
      else passed += 1;
    }
    console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
