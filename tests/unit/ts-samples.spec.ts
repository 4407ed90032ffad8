/**
 * Every TypeScript sample in the content type-checks (src/content-checks/ts-samples.ts, which
 * `npm run check:content` runs too).
 */
import { test, expect } from '@playwright/test';
import { contentFiles, relative } from '../lib/content';
import { compileSamples, tsSamples, type SampleDiagnostic } from '../../src/content-checks/ts-samples';

const samples = contentFiles().flatMap(tsSamples);

let compiled: SampleDiagnostic[][] | undefined;
/**
 * The samples' diagnostics, compiled once per worker when the first sample's test runs, not at
 * import: Playwright imports every spec file to list the tests before any runs, and the compile
 * (about 3 s) would hold up the start of the whole suite.
 */
const results = (): SampleDiagnostic[][] => (compiled ??= compileSamples(samples));
// One worker runs this file's tests in order, so the samples compile once, not once in every
// worker that runs one (23 s of CPU for this file against 11 s with three workers).
test.describe.configure({ mode: 'default' });

test('the sample compiler rejects a broken sample (guards against a test that cannot fail)', () => {
  const [broken = [], good = []] = compileSamples([
    { lang: 'ts', code: "import { SanoriaClient } from '@sanoria/sdk';\nconst c = new SanoriaClient({});" },
    {
      lang: 'ts',
      code: "import { SanoriaClient } from '@sanoria/sdk';\nconst c = new SanoriaClient({ baseUrl: 'https://x' });\nconst p = await c.read('Patient', '1');\nconsole.log(p.birthDate);",
    },
  ]);
  expect(broken.length).toBeGreaterThan(0);
  expect(good).toEqual([]);
});

test(`content has TypeScript samples to compile (${samples.length} found)`, () => {
  expect(samples.length).toBeGreaterThan(0);
});

samples.forEach((sample, index) => {
  test(`TypeScript sample compiles: ${relative(sample.file)}:${sample.line}`, () => {
    const found = (results()[index] ?? []).map((d) => `line ${d.line}: ${d.message}`);
    expect(found, `${relative(sample.file)}:${sample.line}`).toEqual([]);
  });
});
