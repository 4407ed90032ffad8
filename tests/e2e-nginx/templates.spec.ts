/**
 * One browser pass per page template, not per page: what depends on the template (its markup,
 * styles and scripts) is the same on every page drawn with it. Each template's representative,
 * served by the production nginx configuration, at a phone's width (390 px), the common laptop
 * widths (1024, 1280 and 1366 px) and a wide desktop (1440 px): zero Content-Security-Policy
 * violations, axe finds no WCAG 2.2 AA violation in light mode and no colour violation in dark
 * mode (tests/lib/axe.ts), and nothing scrolls sideways (at 320 px too, WCAG 1.4.10's 400 %
 * zoom, and at 997 px, where the docs column is narrowest). What depends on each page's own
 * content is checked on every page without a browser (tests/unit/pages.spec.ts).
 *
 * Templates and their pages come from tests/routes.ts, by rule: a new page joins its template,
 * and a new kind of page is a new template here, without editing a test. The representative is
 * the page of a template that draws the most kinds of thing (distinct class names: components,
 * tables, admonitions, diagrams), the smaller on a tie, so it carries the most of what the
 * template can show at the least cost per axe run (a run's cost grows with the page's DOM). The
 * pages with the widest table and the longest line of code (tests/lib/widest.ts) join them: a
 * region only overflows, and a control only crowds another, at some widths. They are checked for
 * what depends on the width (LAYOUT_RULES, sideways scroll) at every width in light mode: what
 * depends on the DOM and the colour mode is their template's, checked on its representative.
 */
import fs from 'node:fs';
import { builtHtmlFile } from '../lib/build';
import { axeAsShown, axeInBothModes, COLOUR_RULES, LAYOUT_RULES } from '../lib/axe';
import { recordViolations, settle, violations } from '../lib/csp-violations';
import { sideways } from '../lib/layout';
import { classKinds, widestContentPages } from '../lib/widest';
import { NOT_FOUND, SEARCH_RESULTS, allRoutes, templateOf } from '../routes';
import { expect, test } from '../e2e/fixtures';
import { chooseColourMode, twoFrames } from '../e2e/helpers';

const size = (route: string): number => {
  const file = builtHtmlFile(route);
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

/** Each template and its representative page, in the manifest's order. */
const representatives = new Map<string, { route: string; kinds: number; size: number }>();
for (const route of [...allRoutes, SEARCH_RESULTS, NOT_FOUND]) {
  const template = templateOf(route);
  const candidate = { route, kinds: classKinds(route), size: size(route) };
  const current = representatives.get(template);
  if (
    current === undefined ||
    candidate.kinds > current.kinds ||
    (candidate.kinds === current.kinds && candidate.size < current.size)
  )
    representatives.set(template, candidate);
}

const widest = widestContentPages(allRoutes);
const pages = new Map<string, { route: string; geometryOnly: boolean }>(
  [...representatives].map(([template, { route }]) => [template, { route, geometryOnly: false }]),
);
for (const [what, route] of [
  ['the widest table', widest.table],
  ['the longest line of code', widest.code],
] as const) {
  if (![...pages.values()].some((page) => page.route === route))
    pages.set(`${templateOf(route)}, ${what}`, { route, geometryOnly: true });
}

/**
 * The widths, in the order they are checked, each with the other widths it also checks for
 * sideways scroll once laid out. The page is loaded once and resized, as a reader turning a
 * tablet or resizing a window would: cheaper than a load per width, and it proves the layout
 * keeps up with a resize. Light mode gets every rule at a phone's width and at the widest
 * desktop; between 997 px and 1440 px the DOM is the same and only the geometry changes, so the
 * laptop widths get the rules that depend on it (LAYOUT_RULES: what overflows, crowds, or lies
 * over which background). Dark mode only changes colours: it gets the colour rules at every
 * width. axe's cost is mostly per run (0.5 s for two rules, 0.9 s for all on a reference page),
 * so runs, not rules, are what this spends.
 */
const VIEWPORTS = [
  { width: 390, height: 844, alsoWidths: [320], rules: undefined },
  { width: 1024, height: 768, alsoWidths: [], rules: LAYOUT_RULES },
  { width: 1280, height: 800, alsoWidths: [], rules: LAYOUT_RULES },
  { width: 1366, height: 768, alsoWidths: [], rules: LAYOUT_RULES },
  { width: 1440, height: 900, alsoWidths: [997], rules: undefined },
] as const;
const WIDEST = VIEWPORTS[VIEWPORTS.length - 1]?.width;

// A failure names its page and what is wrong; a trace of every page would only cost CI time.
test.use({ trace: 'off' });
// Ten axe runs on the heaviest pages: 14-17 s on an idle CI machine, up to 32 s on a busy one.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

for (const [template, { route, geometryOnly }] of pages) {
  const modes = geometryOnly ? 'light' : 'light and dark';
  test(`${template} (${route}) at 390, 1024, 1280, 1366 and 1440 px: no CSP or axe violation, ${modes}; no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    await settle(page);
    // Search results come from the index (WebAssembly under this policy): wait for them.
    if (route === SEARCH_RESULTS) await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    await expect(page.locator('h1')).toBeVisible();
    expect(await violations(page), 'CSP violations on load').toEqual([]);

    const problems: string[] = [];
    // Every width in light (the browser's scheme here), then dark: one change of mode in all.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await twoFrames(page);
      problems.push(
        ...(await axeAsShown(page, `${route} at ${viewport.width} px`, 'light', {
          rules: geometryOnly ? LAYOUT_RULES : viewport.rules,
          // Code colours do not change with the width: once per mode.
          code: viewport.width === WIDEST,
          prepared: viewport !== VIEWPORTS[0],
        })),
      );
      // Every block laid out by now (axe waited for the deferred ones): measure all of the page.
      for (const width of [viewport.width, ...viewport.alsoWidths]) {
        await page.setViewportSize({ width, height: viewport.height });
        await twoFrames(page);
        const found = await page.evaluate(sideways);
        if (found.overflow > 0)
          problems.push(`${route} at ${width} px: ${found.overflow} px too wide; widest: ${found.culprit}`);
        if (found.hidden) problems.push(`${route} at ${width} px: overflow-x hidden on ${found.hidden}`);
      }
    }
    // The widest pages are here for their geometry, which the colour mode does not change.
    if (!geometryOnly) {
      await chooseColourMode(page, 'dark');
      for (const viewport of [...VIEWPORTS].reverse()) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await twoFrames(page);
        problems.push(
          ...(await axeAsShown(page, `${route} at ${viewport.width} px`, 'dark', {
            rules: COLOUR_RULES,
            code: viewport.width === WIDEST,
            prepared: true,
          })),
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(await violations(page), 'CSP violations after resizing and colour-mode changes').toEqual([]);
  });
}

test.describe('390 px, the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navbar drawer on a docs page: no axe violation, light and dark', async ({ page }) => {
    const route = representatives.get('docs page with sidebar')?.route ?? '/docs';
    await page.goto(route);
    await settle(page);
    await page.locator('button.navbar__toggle').click();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    const found = await axeInBothModes(page, `${route} (menu open)`);
    expect(found, found.join('\n')).toEqual([]);
    // The menu stayed open for both checks.
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
