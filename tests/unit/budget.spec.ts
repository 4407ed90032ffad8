/**
 * JavaScript budget, read from the production build (build/), so it runs in a second.
 *
 * A docs page without a diagram (/docs/sdk) must not grow its first-visit JavaScript, the
 * main bundle must not grow, nor the home page's route chunks (which every page prefetches), and
 * no script that page needs may contain mermaid or Prism code. What
 * counts as first-visit JavaScript (tests/lib/first-visit-js.ts): the scripts build/docs/sdk.html
 * references (`<script src>`, and `<link rel="preload|prefetch|modulepreload">` for scripts),
 * plus the chunks Docusaurus loads for the page's routes before hydrating, counted as readers
 * pay for them: compressed (gzip, level 9, as the server sends them). Chunks that links
 * prefetch when scrolled into view, and chunks components import later, are not counted.
 *
 * The budgets in tests/budget.json are a measurement plus 5 %. When a change makes the
 * bundle legitimately bigger, measure again (the failure message gives the new size) and
 * update both numbers in the same commit, saying why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { firstVisitScripts, mainBundle } from '../lib/first-visit-js';
import { ROOT } from '../lib/content';

interface Budget {
  page: string;
  measuredBytes: number;
  budgetBytes: number;
}

const BUILD = path.join(ROOT, 'build');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/budget.json'), 'utf8')) as {
  docsPageWithoutDiagram: Budget;
  homeRouteChunks: Budget;
  mainBundle: Budget;
};

/**
 * Strings only the mermaid library itself contains: its core (`mermaidAPI`, the API that
 * registers diagram types, its error diagram) and its parser (the Langium grammar rules).
 * Our own code mentions "mermaid" (class names, the theme config, a chunk reference), so the
 * word alone is not a marker.
 */
const MERMAID_MARKERS = ['registerExternalDiagrams', 'mermaidAPI', 'Syntax error in text', 'RailroadEbnf'];
/**
 * Prism core's token for plain text, and the class prism-react-renderer gives highlighted code
 * (with its language after it: the site's own code names the class alone, to find the server's
 * highlighted code in a page).
 */
const PRISM_MARKERS = ['"plain-text"', 'prism-code language-'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('JavaScript budget', () => {
  test.skip(
    !fs.existsSync(path.join(BUILD, 'index.html')),
    'build/ is missing: run `npm run build` first (npm test builds before the unit tests).',
  );

  /**
   * Libraries a docs page without a diagram must not load before it hydrates, each with strings
   * only its own code contains.
   */
  const LAZY_LIBRARIES = [
    { name: 'mermaid', markers: MERMAID_MARKERS, where: 'in its own chunks' },
    { name: 'Prism', markers: PRISM_MARKERS, where: 'in the highlighter chunk' },
  ];

  for (const library of LAZY_LIBRARIES) {
    test(`a docs page without a diagram loads no ${library.name} code before it hydrates`, () => {
      const { page } = budgets.docsPageWithoutDiagram;
      const scripts = firstVisitScripts(BUILD, page);
      const contains = (file: string): boolean => {
        const source = fs.readFileSync(path.join(BUILD, file), 'utf8');
        return library.markers.some((marker) => source.includes(marker));
      };
      // The markers must exist in the build, or this check would pass for the wrong reason.
      const allChunks = fs
        .readdirSync(path.join(BUILD, 'assets/js'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `assets/js/${file}`);
      expect(
        allChunks.filter(contains).length,
        `${library.name} should be in the build, ${library.where}`,
      ).toBeGreaterThan(0);
      const offending = scripts.map(({ file }) => file).filter(contains);
      expect(offending, `scripts of ${page} that contain ${library.name} code`).toEqual([]);
    });
  }

  test('first-visit JavaScript of a docs page without a diagram stays within budget', () => {
    const { page, budgetBytes } = budgets.docsPageWithoutDiagram;
    const scripts = firstVisitScripts(BUILD, page);
    const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const list = scripts.map((s) => `${s.file} (${kb(s.gzipBytes)} gzipped, ${s.via})`).join('\n  ');
    test.info().annotations.push({
      type: 'measured',
      description: `${page}: ${gzip} bytes gzipped (${kb(gzip)}) in ${scripts.length} scripts`,
    });
    expect(
      gzip,
      `${page} needs ${gzip} bytes of compressed JavaScript (${kb(gzip)}), budget ${budgetBytes}:\n  ${list}`,
    ).toBeLessThanOrEqual(budgetBytes);
  });

  /**
   * Every page prefetches the home page's route chunks, because the navbar's logo links to it
   * and Docusaurus prefetches a link's chunks when it comes into view: their size is paid on
   * every first visit, not only on the home page's.
   */
  test("the home page's route chunks, which every page prefetches, stay within budget", () => {
    const { page, budgetBytes } = budgets.homeRouteChunks;
    const chunks = firstVisitScripts(BUILD, page).filter((script) => script.via === 'route');
    const gzip = chunks.reduce((sum, script) => sum + script.gzipBytes, 0);
    const list = chunks.map((s) => `${s.file} (${kb(s.gzipBytes)} gzipped)`).join('\n  ');
    test.info().annotations.push({
      type: 'measured',
      description: `${page}: ${gzip} bytes gzipped (${kb(gzip)}) in ${chunks.length} route chunks`,
    });
    expect(chunks.length, `the route chunks of ${page}`).toBeGreaterThan(0);
    expect(
      gzip,
      `the route chunks of ${page} are ${gzip} bytes compressed (${kb(gzip)}), budget ${budgetBytes}:\n  ${list}`,
    ).toBeLessThanOrEqual(budgetBytes);
  });

  test('the main bundle stays within budget', () => {
    const { page, budgetBytes } = budgets.mainBundle;
    const main = mainBundle(BUILD, page);
    test.info().annotations.push({
      type: 'measured',
      description: `${main.file}: ${main.gzipBytes} bytes gzipped (${kb(main.gzipBytes)})`,
    });
    expect(
      main.gzipBytes,
      `${main.file} is ${main.gzipBytes} bytes compressed (${kb(main.gzipBytes)}), budget ${budgetBytes}`,
    ).toBeLessThanOrEqual(budgetBytes);
  });

  /**
   * The module names in the main bundle's registry are `@site` or `@generated` paths, as
   * Docusaurus's own plugins write them: an absolute path would publish the build machine's
   * directories and make the bundle's bytes and hash depend on where the site was built.
   */
  test('no script names the directory the site was built in', () => {
    const assets = path.join(BUILD, 'assets/js');
    const naming = fs
      .readdirSync(assets)
      .filter(
        (file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes(ROOT),
      );
    expect(naming, `scripts that contain ${ROOT}`).toEqual([]);
  });
});
