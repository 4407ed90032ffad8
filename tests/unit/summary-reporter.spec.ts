/** The closing summary CI reads (tests/lib/summary-reporter.ts). */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import SummaryReporter from '../lib/summary-reporter';

type Outcome = ReturnType<TestCase['outcome']>;

/** Just the parts of a test and its result the reporter reads. */
function testCase(id: string, outcome: Outcome, expectedStatus: TestResult['status'] = 'passed'): TestCase {
  return {
    id,
    expectedStatus,
    title: `test ${id}`,
    outcome: () => outcome,
    location: { file: path.join(process.cwd(), 'tests/e2e/a.spec.ts'), line: 1, column: 1 },
    parent: { project: () => ({ name: 'e2e' }) },
  } as unknown as TestCase;
}

function result(status: TestResult['status'], message?: string): TestResult {
  const errors =
    message === undefined
      ? []
      : [
          {
            message,
            location: { file: path.join(process.cwd(), 'tests/e2e/a.spec.ts'), line: 7, column: 3 },
          },
        ];
  return { status, duration: 1000, errors } as unknown as TestResult;
}

/** What the reporter prints at the end of a run of these tests. */
function summary(tests: Array<[TestCase, TestResult]>, status: FullResult['status'] = 'passed'): string[] {
  const reporter = new SummaryReporter();
  for (const [test, outcome] of tests) reporter.onTestEnd(test, outcome);
  const lines: string[] = [];
  const log = console.log;
  console.log = (line: string) => lines.push(...line.split('\n'));
  try {
    reporter.onEnd({ status } as FullResult);
  } finally {
    console.log = log;
  }
  return lines;
}

test('the closing line counts passed, failed and skipped tests', () => {
  const lines = summary([
    [testCase('1', 'expected'), result('passed')],
    [testCase('2', 'skipped'), result('skipped')],
    [testCase('3', 'unexpected'), result('failed', 'Error: boom')],
  ]);
  expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 skipped');
});

test('a flaky test counts as failed', () => {
  const lines = summary([
    [testCase('1', 'expected'), result('passed')],
    [testCase('2', 'flaky'), result('passed')],
  ]);
  expect(lines.at(-1)).toBe('1 passed, 1 failed');
});

test('a run that failed outside any test counts one failure', () => {
  expect(summary([[testCase('1', 'expected'), result('passed')]], 'failed').at(-1)).toBe(
    '1 passed, 1 failed',
  );
});

test('each failed test’s error is repeated before the closing line, short and without colour codes', () => {
  const message = `\u001b[31mError: expect(locator).toHaveValue(expected) failed\u001b[39m\n\nExpected: "Graph"\n${Array.from(
    { length: 20 },
    (_, i) => `call log line ${i}`,
  ).join('\n')}`;
  const lines = summary([
    [testCase('1', 'expected'), result('passed')],
    [testCase('2', 'unexpected'), result('timedOut', message)],
  ]);
  const start = lines.indexOf('Why the failed tests failed:');
  expect(start).toBeGreaterThan(-1);
  expect(lines.slice(start + 1, -1)).toEqual([
    '  [e2e] test 2 (tests/e2e/a.spec.ts:7)',
    '    Error: expect(locator).toHaveValue(expected) failed',
    '    Expected: "Graph"',
    '    call log line 0',
    '    call log line 1',
    '    call log line 2',
    '    call log line 3',
  ]);
  expect(lines.at(-1)).toBe('1 passed, 1 failed');
});

test('a flaky test’s failed attempt is listed; a failure the test expects (`test.fail()`) is not', () => {
  const flaky = testCase('1', 'flaky');
  const lines = summary([
    [flaky, result('failed', 'Error: first attempt')],
    [flaky, result('passed')],
    [testCase('2', 'expected', 'failed'), result('failed', 'Error: expected to fail')],
  ]);
  expect(lines).toContain('    Error: first attempt');
  expect(lines).not.toContain('    Error: expected to fail');
  expect(lines.at(-1)).toBe('1 passed, 1 failed');
});

test('nothing about failures when every test passed', () => {
  expect(summary([[testCase('1', 'expected'), result('passed')]])).not.toContain(
    'Why the failed tests failed:',
  );
});
