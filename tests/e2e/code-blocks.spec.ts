/**
 * Code blocks: highlighted on the server with colours from CSS for both colour modes
 * (src/plugins/static-code-blocks), highlighted in the browser after a client-side navigation,
 * and given their copy and word-wrap buttons as they come near the viewport.
 */
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';

const keywordColour = (page: import('@playwright/test').Page) =>
  page
    .locator('article pre .token.keyword')
    .first()
    .evaluate((token) => getComputedStyle(token).color);

test('code is highlighted without JavaScript, in the colours of each mode', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    colorScheme: 'light',
  });
  const page = await context.newPage();
  await page.goto('/docs/sdk');
  const tokens = page.locator('article pre .token');
  expect(await tokens.count()).toBeGreaterThan(500);
  // No inline colours: they would be the light theme's in dark mode.
  await expect(page.locator('article pre [style*="color"]')).toHaveCount(0);
  const light = await keywordColour(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await keywordColour(page);
  expect(light).not.toBe(dark);
  await context.close();
});

test('a code block keeps its highlighting through hydration and a colour-mode change', async ({ page }) => {
  await page.goto('/docs/sdk');
  await hydrated(page);
  const before = await page.locator('article pre').first().innerHTML();
  const light = await keywordColour(page);
  await chooseColourMode(page, 'dark');
  expect(await keywordColour(page)).not.toBe(light);
  expect(await page.locator('article pre').first().innerHTML()).toBe(before);
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
  await expect(page.locator('article pre [style*="color"]')).toHaveCount(0);
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
