/**
 * The content checks that need no browser, on the source: FHIR JSON samples are valid R4,
 * TypeScript samples compile, prose agrees with src/data/facts.ts, diagrams have a text
 * alternative, policies have valid front matter, shell samples' placeholders are explained. `npm run check:content` runs them on every
 * content file; the dev server runs them on the file just saved (src/plugins/dev-loop).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentFiles, fhirExamples, ROOT, type Problem } from './files';
import { diagramProblems } from './diagrams';
import { factProblems, factsCorpus } from './facts';
import { placeholderProblems } from './placeholders';
import { policyProblems } from './policies';
import { tsSampleProblems, tsSamples } from './ts-samples';

export { formatProblem, relative, type Problem } from './files';

/** Whether a path is a Markdown file that exists (content folders or not: a copy can be checked). */
export function isContentFile(file: string): boolean {
  return /\.mdx?$/.test(file) && fs.existsSync(path.resolve(ROOT, file));
}

/**
 * Every problem in `files` (all content files when none are given), sorted by file and line.
 * The FHIR validator (a second to index R4) and the TypeScript compiler load only when the
 * files have samples for them.
 */
export async function checkContent(files?: readonly string[]): Promise<Problem[]> {
  const targets = files ? files.map((file) => path.resolve(ROOT, file)) : contentFiles();
  const problems: Problem[] = [
    ...diagramProblems(targets),
    ...policyProblems(targets),
    ...placeholderProblems(targets),
    ...factProblems(files ? factsCorpus(targets) : factsCorpus()),
  ];
  if (targets.some((file) => fhirExamples(file).length > 0)) {
    const { fhirExampleProblems } = await import('./fhir');
    problems.push(...fhirExampleProblems(targets));
  }
  if (targets.some((file) => tsSamples(file).length > 0)) problems.push(...tsSampleProblems(targets));
  // Checked alone, a file answers only for itself (not for the data files the rules also test).
  const wanted = new Set(targets);
  return (files ? problems.filter((problem) => wanted.has(path.resolve(ROOT, problem.file))) : problems).sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
}
