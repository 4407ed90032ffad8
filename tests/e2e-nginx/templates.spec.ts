/**
 * One browser pass per page template, not per page: what depends on the template (its markup,
 * styles and scripts) is the same on every page drawn with it. Each template's representative,
 * served by the production nginx configuration at 390 and 1440 px: zero Content-Security-Policy
 * violations, axe finds no WCAG 2.2 AA violation in light mode and no colour violation in dark
 * mode (tests/lib/axe.ts), and nothing scrolls sideways (at 320 px too, WCAG 1.4.10's 400 %
 * zoom, and at 997 px, where the docs column is narrowest). What depends on each page's own
 * content is checked on every page without a browser (tests/unit/pages.spec.ts).
 *
 * Templates and their pages come from tests/routes.ts, by rule: a new page joins its template,
 * and a new kind of page is a new template here, without editing a test. The representative is
 * a template's heaviest page (the largest built HTML: the most tables, code, diagrams and
 * links), so it carries the most of what the template can show.
 */
import fs from 'node:fs';
import { builtHtmlFile } from '../lib/build';
import { axeInBothModes } from '../lib/axe';
import { recordViolations, settle, violations } from '../lib/csp-violations';
import { sideways } from '../lib/layout';
import { NOT_FOUND, SEARCH_RESULTS, allRoutes, templateOf } from '../routes';
import { expect, test } from '../e2e/fixtures';
import { twoFrames } from '../e2e/helpers';

const size = (route: string): number => {
  const file = builtHtmlFile(route);
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

/** Each template and its representative page, in the manifest's order. */
const representatives = new Map<string, string>();
for (const route of [...allRoutes, SEARCH_RESULTS, NOT_FOUND]) {
  const template = templateOf(route);
  const current = representatives.get(template);
  if (current === undefined || size(route) > size(current)) representatives.set(template, route);
}

/** The viewports, and the other widths each also checks for sideways scroll once laid out. */
const VIEWPORTS = [
  { name: 'phone', size: { width: 390, height: 844 }, alsoWidths: [320] },
  { name: 'desktop', size: { width: 1440, height: 900 }, alsoWidths: [997] },
] as const;

// A failure names its page and what is wrong; a trace of every page would only cost CI time.
test.use({ trace: 'off' });

test.beforeEach(async ({ page }) => {
  await recordViolations(page);
});

for (const [template, route] of representatives) {
  test(`${template} (${route}) at 390 and 1440 px: no CSP or axe violation, light and dark; no sideways scroll`, async ({
    page,
  }) => {
    // One load for both widths: the page is resized, as a reader turning a tablet would, which
    // costs less than a second load and a second copy of axe.
    await page.setViewportSize(VIEWPORTS[0].size);
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    await settle(page);
    // Search results come from the index (WebAssembly under this policy): wait for them.
    if (route === SEARCH_RESULTS) await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    await expect(page.locator('h1')).toBeVisible();
    expect(await violations(page), 'CSP violations on load').toEqual([]);

    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      await twoFrames(page);
      problems.push(...(await axeInBothModes(page, `${route} at ${viewport.size.width} px`)));
      // Every block laid out by now (axe waited for the deferred ones): measure all of the page.
      for (const width of [viewport.size.width, ...viewport.alsoWidths]) {
        await page.setViewportSize({ width, height: viewport.size.height });
        await twoFrames(page);
        const found = await page.evaluate(sideways);
        if (found.overflow > 0)
          problems.push(`${route} at ${width} px: ${found.overflow} px too wide; widest: ${found.culprit}`);
        if (found.hidden) problems.push(`${route} at ${width} px: overflow-x hidden on ${found.hidden}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(await violations(page), 'CSP violations after resizing and colour-mode changes').toEqual([]);
  });
}

test.describe('390 px, the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navbar drawer on a docs page: no axe violation, light and dark', async ({ page }) => {
    const route = representatives.get('docs page with sidebar') ?? '/docs';
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
