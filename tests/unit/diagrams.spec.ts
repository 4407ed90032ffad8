/**
 * Every Mermaid diagram has a text alternative (WCAG 1.1.1): an `accTitle` and an `accDescr`,
 * which Mermaid writes into the SVG as its title and description. A "Text description"
 * disclosure, where a diagram says more than the prose around it, sits right below the diagram.
 * The browser tests check the drawn SVGs carry them (tests/e2e/mermaid.spec.ts).
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { codeBlocks, contentFiles, relative } from '../lib/content';

const diagrams = contentFiles().flatMap((file) =>
  codeBlocks(file).filter((block) => block.lang === 'mermaid'),
);

test('the site has diagrams to check', () => {
  expect(diagrams.length).toBeGreaterThan(30);
});

for (const diagram of diagrams) {
  test(`${relative(diagram.file)}:${diagram.line}: the diagram has a title and a description`, () => {
    const title = /^\s*accTitle:\s*(.+)$/m.exec(diagram.code)?.[1]?.trim() ?? '';
    const description = /^\s*accDescr:\s*(.+)$/m.exec(diagram.code)?.[1]?.trim() ?? '';
    expect(title.length, 'accTitle').toBeGreaterThan(5);
    expect(title.length, 'accTitle is a title, not a paragraph').toBeLessThanOrEqual(80);
    // A sentence at least: says what the diagram shows, not just its name again.
    expect(description.split(/\s+/).length, 'accDescr words').toBeGreaterThanOrEqual(8);
    expect(description).not.toBe(title);
  });
}

test('each "Text description" disclosure follows a diagram and is not empty', () => {
  const misplaced: string[] = [];
  for (const file of contentFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /<details>\s*<summary>Text description<\/summary>([\s\S]*?)<\/details>/g,
    )) {
      const before = text.slice(0, match.index).trimEnd();
      const body = (match[1] ?? '').trim();
      if (!before.endsWith('```') || !/```mermaid\n(?:(?!```)[\s\S])*```$/.test(before)) {
        misplaced.push(`${relative(file)}: not right after a diagram`);
      }
      if (body.split(/\s+/).length < 10) misplaced.push(`${relative(file)}: too short`);
    }
  }
  expect(misplaced).toEqual([]);
});
