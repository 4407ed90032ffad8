/**
 * Every Mermaid diagram has a text alternative, and each "Text description" disclosure sits
 * right below its diagram (src/content-checks/diagrams.ts, which `npm run check:content` runs
 * too). The browser tests check the drawn SVGs carry them (tests/e2e/mermaid.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { contentFiles, formatProblem, relative } from '../lib/content';
import { diagrams, diagramTextProblems, disclosureProblems } from '../../src/content-checks/diagrams';

const all = contentFiles().flatMap(diagrams);

test('the site has diagrams to check', () => {
  expect(all.length).toBeGreaterThan(30);
});

test('the check rejects a diagram without a text alternative (guards against a test that cannot fail)', () => {
  expect(diagramTextProblems('graph LR\n  A --> B')).not.toEqual([]);
  expect(
    diagramTextProblems(
      'graph LR\n  accTitle: Client to server\n  accDescr: The client sends each request to the FHIR server, which answers it.\n  A --> B',
    ),
  ).toEqual([]);
});

for (const diagram of all) {
  test(`${relative(diagram.file)}:${diagram.line}: the diagram has a title and a description`, () => {
    expect(diagramTextProblems(diagram.code)).toEqual([]);
  });
}

test('each "Text description" disclosure follows a diagram and is not empty', () => {
  expect(
    contentFiles()
      .flatMap(disclosureProblems)
      .map((problem) => formatProblem(problem)),
  ).toEqual([]);
});
