/**
 * The company's facts agree across every page (issue 22): one test per rule of
 * src/content-checks/facts.ts, which `npm run check:content` and the dev server run too.
 * Each prints the page, the line and the sentence that disagrees.
 */
import { expect, test } from '@playwright/test';
import { formatProblem } from '../lib/content';
import { factRules, factsCorpus, type Corpus } from '../../src/content-checks/facts';

let corpus: Corpus | undefined;
/** Read once per worker, when the first rule runs. */
const pages = (): Corpus => (corpus ??= factsCorpus());

for (const rule of factRules) {
  test(rule.title, () => {
    expect(rule.check(pages()).map((problem) => formatProblem(problem))).toEqual([]);
  });
}

test('a page that disagrees is reported at its line (guards against rules that cannot fail)', () => {
  const wrong: Corpus = {
    content: [],
    all: [{ file: 'docs/example.mdx', line: 7, text: 'Our RPO is 60 minutes and our RTO is 12 hours.' }],
    everywhere: [],
    has: () => false,
  };
  const found = factRules.find((rule) => rule.id === 'recovery-objectives')?.check(wrong) ?? [];
  expect(found.map((p) => `${p.line} ${p.rule}`)).toEqual([
    '7 facts/recovery-objectives',
    '7 facts/recovery-objectives',
  ]);
});
