/**
 * Code blocks: highlighted after a client-side navigation, and given their copy and word-wrap
 * buttons as they come near the viewport (src/theme/CodeBlock/Buttons). Prism is in the
 * highlighter's chunk, not the main bundle (src/plugins/lazy-prism).
 */
import { expect, test } from './fixtures';
import { hydrated } from './helpers';
import { codeContrastFailures } from '../lib/axe';

/** The highlighter's chunk: Prism and theme-classic's string code block. */
const HIGHLIGHTER = /\/assets\/js\/highlighter\.[0-9a-f]+\.js$/;

test('the highlighter loads on the first move to another page, not with a page without code', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (HIGHLIGHTER.test(request.url())) requested.push(request.url());
  });
  await page.goto('/docs/policies/Password-Policy');
  await hydrated(page);
  expect(await page.locator('pre').count()).toBe(0);
  // A link to a heading of the same page is no move to another page.
  await page.locator('.table-of-contents a').first().click();
  await expect(page).toHaveURL(/\/docs\/policies\/Password-Policy#.+/);
  expect(requested).toEqual([]);
  const highlighter = page.waitForRequest(HIGHLIGHTER);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await highlighter;
});

test("a block near the view keeps the server's highlighted code until the highlighter has loaded", async ({
  page,
}) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HIGHLIGHTER, async (route) => {
    await held;
    await route.continue();
  });
  const highlighter = page.waitForRequest(HIGHLIGHTER);
  await page.goto('/docs/sdk');
  await hydrated(page);
  const last = page.locator('article .theme-code-block:visible').last();
  await last.scrollIntoViewIfNeeded();
  await highlighter;
  const copy = last.getByRole('button', { name: /copy/i });
  await expect(last.locator('pre .token.keyword').first()).toBeVisible();
  await expect(copy).toHaveCount(0);
  release();
  await expect(copy).toHaveCount(1);
  await expect(last.locator('pre .token.keyword').first()).toBeVisible();
});

test('a block in tabs, which mount again once the page has hydrated, stays highlighted while the highlighter loads', async ({
  page,
}) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HIGHLIGHTER, async (route) => {
    await held;
    await route.continue();
  });
  // The server's panels, marked as the document is parsed (the app's scripts run after the first
  // paint), so that the ones mounted again are told apart from them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
        panel.setAttribute('data-server-panel', '');
      }
    });
  });
  const highlighter = page.waitForRequest(HIGHLIGHTER);
  await page.goto('/docs/sdk');
  const panel = page.locator('.tabs-container [role="tabpanel"]:visible').first();
  await hydrated(page);
  await highlighter;
  await expect(page.locator('[data-server-panel]')).toHaveCount(0);
  await expect(panel.locator('pre .token').first()).toBeVisible();
  release();
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', { name: /copy/i })).toHaveCount(1);
  await expect(panel.locator('pre .token').first()).toBeVisible();
});

test('after a client-side navigation, code is highlighted in the browser', async ({ page }) => {
  await page.goto('/docs');
  await hydrated(page);
  await page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', { name: 'SDK', exact: false })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/sdk$/);
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
});

test('a code block gets its copy button as it comes near, and the button copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/sdk');
  await hydrated(page);
  // The last block shown (others sit in hidden tab panels).
  const blocks = page.locator('article .theme-code-block:visible');
  const last = blocks.last();
  await expect(last.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  const copy = last.getByRole('button', { name: /copy/i });
  await expect(copy).toHaveCount(1);
  await last.hover();
  await copy.click();
  // innerText turns each line's <br> into an extra newline: compare the non-empty lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const shown = lines(await last.locator('pre').innerText());
  expect(shown.length).toBeGreaterThan(3);
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(shown);
});

test('every code block shows its code without JavaScript, and after hydration, tabs included', async ({
  browser,
  page,
}) => {
  const emptyBlocks = (p: import('@playwright/test').Page) =>
    p.evaluate(() => {
      const blocks = [...document.querySelectorAll('article .theme-code-block')];
      return {
        total: blocks.length,
        empty: blocks.filter((b) => !b.querySelector('pre')?.textContent?.trim()).length,
      };
    });
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  const noScript = await context.newPage();
  await noScript.goto('/docs/sdk');
  const server = await emptyBlocks(noScript);
  await context.close();
  expect(server.total).toBeGreaterThan(20);
  expect(server.empty).toBe(0);

  await page.goto('/docs/sdk');
  await hydrated(page);
  // theme-classic's tabs mount their panels again once in the browser: their blocks render afresh.
  await expect.poll(() => emptyBlocks(page)).toEqual({ total: server.total, empty: 0 });
});

test('the code-contrast check (axe leaves code lines to it) finds a token colour, or a line background, that reads too faintly', async ({
  page,
}) => {
  await page.goto('/docs/sdk');
  await hydrated(page);
  expect(await codeContrastFailures(page)).toEqual([]);
  await page.addStyleTag({ content: '.prism-code .token.keyword { color: #b0b0b0 !important; }' });
  const faint = await codeContrastFailures(page);
  expect(faint.length).toBeGreaterThan(0);
  expect(faint.every((line) => / on rgb\(245, 248, 250\) is [\d.]+:1, under 4\.5:1$/.test(line))).toBe(true);
  // A translucent line background is blended over the block's: dark over the light block.
  await page.addStyleTag({
    content:
      '.prism-code .token.keyword { color: inherit !important; } .prism-code .token-line { background: rgb(0 0 0 / 85%); }',
  });
  const blended = await codeContrastFailures(page);
  expect(blended.length).toBeGreaterThan(0);
  expect(blended.join('\n')).toMatch(/ on rgb\(37, 37, 38\) is /);
});
