/**
 * Every Mermaid diagram has a text alternative (WCAG 1.1.1): an `accTitle` and an `accDescr`,
 * which Mermaid writes into the SVG as its title and description. A "Text description"
 * disclosure, where a diagram says more than the prose around it, sits right below the diagram.
 */
import fs from 'node:fs';
import { codeBlocks, lineAt, type CodeBlock, type Problem } from './files';

export const DIAGRAM_RULE = 'diagram-text';

export const diagrams = (file: string): CodeBlock[] =>
  codeBlocks(file).filter((block) => block.lang === 'mermaid');

/** What one diagram's text alternative lacks; [] when it has a title and a description. */
export function diagramTextProblems(code: string): string[] {
  const title = /^\s*accTitle:\s*(.+)$/m.exec(code)?.[1]?.trim() ?? '';
  const description = /^\s*accDescr:\s*(.+)$/m.exec(code)?.[1]?.trim() ?? '';
  const problems: string[] = [];
  if (title.length <= 5) problems.push('accTitle missing or shorter than 6 characters');
  if (title.length > 80) problems.push('accTitle is a title, not a paragraph: 80 characters at most');
  // A sentence at least: says what the diagram shows, not just its name again.
  if (description.split(/\s+/).filter(Boolean).length < 8) problems.push('accDescr missing or under 8 words');
  if (description && description === title) problems.push('accDescr repeats accTitle');
  return problems;
}

/** "Text description" disclosures that do not follow a diagram, or say too little. */
export function disclosureProblems(file: string): Problem[] {
  const text = fs.readFileSync(file, 'utf8');
  const problems: Problem[] = [];
  for (const match of text.matchAll(
    /<details>\s*<summary>Text description<\/summary>([\s\S]*?)<\/details>/g,
  )) {
    const before = text.slice(0, match.index).trimEnd();
    const body = (match[1] ?? '').trim();
    const line = lineAt(text, match.index);
    if (!before.endsWith('```') || !/```mermaid\n(?:(?!```)[\s\S])*```$/.test(before)) {
      problems.push({
        file,
        line,
        rule: DIAGRAM_RULE,
        message: '"Text description" is not right after a diagram',
      });
    }
    if (body.split(/\s+/).length < 10) {
      problems.push({
        file,
        line,
        rule: DIAGRAM_RULE,
        message: '"Text description" is too short (10 words at least)',
      });
    }
  }
  return problems;
}

export function diagramProblems(files: readonly string[]): Problem[] {
  return files.flatMap((file) => [
    ...diagrams(file).flatMap((block) =>
      diagramTextProblems(block.code).map((message) => ({
        file,
        line: block.line,
        rule: DIAGRAM_RULE,
        message,
      })),
    ),
    ...disclosureProblems(file),
  ]);
}
