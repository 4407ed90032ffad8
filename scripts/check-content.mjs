#!/usr/bin/env node
/**
 * The content checks that need no browser, on the source (src/content-checks): FHIR JSON samples
 * valid R4, TypeScript samples compile, facts agree with src/data/facts.ts, diagrams have
 * accTitle and accDescr, policies' front matter. Prints `file:line: [rule] message` for each
 * problem and exits 1 if there is any.
 *
 *   npm run check:content                    every content file
 *   npm run check:content -- docs/sdk.mdx    only the files named
 *
 * The checks are TypeScript modules, loaded with jiti, the loader Docusaurus itself loads the
 * site's TypeScript config and plugins with (a dependency of @docusaurus/utils).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

try {
  const jiti = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
  const { checkContent, formatProblem, isContentFile } = jiti(path.join(ROOT, 'src/content-checks/index.ts'));
  const unknown = files.filter((file) => !isContentFile(file));
  if (unknown.length > 0) {
    console.error(`Not Markdown files that exist: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const problems = await checkContent(files.length > 0 ? files : undefined);
  for (const problem of problems) console.log(formatProblem(problem, process.cwd()));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const scope = files.length > 0 ? files.join(', ') : 'all content';
  console.log(
    problems.length === 0
      ? `check:content: no problems in ${scope} (${seconds} s)`
      : `check:content: ${problems.length} problem(s) in ${scope} (${seconds} s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
