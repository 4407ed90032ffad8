/**
 * Code blocks: given their copy and word-wrap buttons as they come near the viewport, around the
 * server's highlighted code (src/theme/CodeBlock), and highlighted in the browser after a
 * client-side navigation. Prism is in the highlighter's chunk, which only a move within the app
 * loads (src/plugins/lazy-prism, src/theme/CodeBlock/Content).
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { browserIdle, hydrated, navigateInApp } from './helpers';
import { codeContrastFailures } from '../lib/axe';

/** The highlighter's chunk: Prism and theme-classic's code content. */
const HIGHLIGHTER = /\/assets\/js\/highlighter\.[0-9a-f]+\.js$/;

/** Records every request for the highlighter's chunk. */
function highlighterRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (HIGHLIGHTER.test(request.url())) requested.push(request.url());
  });
  return requested;
}

test('the highlighter loads on the first move to another page, not with a page without code', async ({
  page,
}) => {
  const requested = highlighterRequests(page);
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

test("on a first load, blocks render with their buttons around the server's highlighted code: Prism never loads", async ({
  page,
}) => {
  const requested = highlighterRequests(page);
  await page.goto('/docs/sdk');
  await hydrated(page);
  const first = page.locator('article .theme-code-block:visible').first();
  await expect(first.getByRole('button', { name: /copy/i })).toHaveCount(1);
  const last = page.locator('article .theme-code-block:visible').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', { name: /copy/i })).toHaveCount(1);
  await expect(last.locator('pre .token.keyword').first()).toBeVisible();
  await browserIdle(page);
  expect(requested).toEqual([]);
});

test('a block in tabs, which mount again once the page has hydrated, stays highlighted and gets its buttons without Prism', async ({
  page,
}) => {
  const requested = highlighterRequests(page);
  // The server's panels, marked as the document is parsed (the app's scripts run after the first
  // paint), so that the ones mounted again are told apart from them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const panel of document.querySelectorAll('[role="tabpanel"]')) {
        panel.setAttribute('data-server-panel', '');
      }
    });
  });
  await page.goto('/docs/sdk');
  const panel = page.locator('.tabs-container [role="tabpanel"]:visible').first();
  await hydrated(page);
  await expect(page.locator('[data-server-panel]')).toHaveCount(0);
  await expect(panel.locator('pre .token').first()).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('button', { name: /copy/i })).toHaveCount(1);
  await expect(panel.locator('pre .token').first()).toBeVisible();
  await browserIdle(page);
  expect(requested).toEqual([]);
});

test('after a move within the app on a slow network, a block shows its title, buttons and code at once, and keeps its size once highlighted', async ({
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
  await page.goto('/docs/policies/Password-Policy');
  await hydrated(page);
  await navigateInApp(page, '/docs/interoperable');
  // The page's block with a title of its own (its CapabilityStatement).
  const block = page.locator('article .theme-code-block:visible', {
    has: page.locator('[class*="codeBlockTitle"]', { hasText: 'GET [base]/metadata' }),
  });
  await expect(block).toHaveCount(1);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('[class*="codeBlockTitle"]')).toBeVisible();
  await expect(block.locator('pre')).toBeVisible();
  await expect(block.locator('pre .token')).toHaveCount(0);
  await expect(block.getByRole('button', { name: /copy/i })).toHaveCount(1);
  // innerText turns each highlighted line's <br> into an extra newline: compare the non-empty lines.
  const lines = async (): Promise<string[]> =>
    (await block.locator('pre').innerText()).split('\n').filter((line) => line.trim() !== '');
  const code = await lines();
  expect(code.length).toBeGreaterThan(0);
  const before = await block.boundingBox();
  release();
  await expect(block.locator('pre .token').first()).toBeVisible();
  expect(await lines()).toEqual(code);
  const after = await block.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThanOrEqual(1);
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

test('a code block shows its label, and gets its copy button as it comes near, shown without hovering (touch screens have none), and the button copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/sdk');
  await hydrated(page);
  // Every block shown has a label: its title, or its language's name.
  const unlabelled = await page.evaluate(
    () =>
      [...document.querySelectorAll('article .theme-code-block')].filter(
        (block) =>
          block.checkVisibility() && !block.querySelector('[class*="codeBlockTitle"]')?.textContent?.trim(),
      ).length,
  );
  expect(unlabelled, 'blocks without a label').toBe(0);
  // The last block shown (others sit in hidden tab panels).
  const blocks = page.locator('article .theme-code-block:visible');
  const last = blocks.last();
  await expect(last.getByRole('button', { name: /copy/i })).toHaveCount(0);
  await page.mouse.move(0, 0);
  await last.scrollIntoViewIfNeeded();
  const copy = last.getByRole('button', { name: /copy/i });
  await expect(copy).toHaveCount(1);
  // Fully shown with the pointer away from the block, and not over the code.
  await expect(copy).toHaveCSS('opacity', '1');
  await expect(copy).toBeInViewport();
  const [button, code] = await Promise.all([copy.boundingBox(), last.locator('pre').boundingBox()]);
  expect((button?.y ?? 0) + (button?.height ?? 0), 'the button above the code').toBeLessThanOrEqual(
    code?.y ?? 0,
  );
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
