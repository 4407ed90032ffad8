/**
 * Long code samples (src/theme/CodeBlock, `Collapsible`): a block of more than 40 lines shows
 * its first 30, faded out, with a button that expands and collapses it. Short blocks are left
 * alone; the copy button copies the whole block; print and a browser without scripts show it all.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/** The medications guide's worked example is some 190 lines long. */
const ROUTE = '/docs/workflows/medications';
const COLLAPSE_OVER = 40;
const CAP_LINES = 30;

/** The page's first long block, rendered for real (its copy button is there), and its parts. */
async function longBlock(page: Page): Promise<{ toggle: Locator; pre: Locator; frame: Locator }> {
  await page.goto(ROUTE);
  await hydrated(page);
  const first = page.getByRole('button', { name: /^Expand \(\d+ lines\)$/ }).first();
  await first.scrollIntoViewIfNeeded();
  // The bar's parent holds the code and the bar (index.tsx): the block's own copy button shows
  // once the block has rendered in the browser, replacing the server's HTML.
  const frame = first.locator('xpath=../..');
  await expect(frame.getByRole('button', { name: /copy/i })).toHaveCount(1);
  // Then held by the code it controls, not by its name, which changes when it expands.
  const id = await first.getAttribute('aria-controls');
  expect(id, 'the button names the code it controls').toBeTruthy();
  const toggle = page.locator(`button[aria-controls="${id}"]`);
  const pre = page.locator(`[id="${id}"] pre`);
  await expect(pre).toHaveCount(1);
  return { toggle, pre, frame };
}

const heights = (pre: Locator) =>
  pre.evaluate((element) => ({
    shown: element.clientHeight,
    full: element.scrollHeight,
    line: parseFloat(getComputedStyle(element).lineHeight),
  }));

test('a long code block is capped at 30 lines; short blocks are not', async ({ page }) => {
  const { toggle, pre } = await longBlock(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const { shown, full, line } = await heights(pre);
  expect(shown).toBeLessThanOrEqual((CAP_LINES + 2) * line);
  expect(full).toBeGreaterThan(COLLAPSE_OVER * line);

  // One button for each block longer than 40 lines, and none for the others.
  const blocks = await page
    .locator('article .theme-code-block pre')
    .evaluateAll((pres) => pres.map((element) => element.querySelectorAll('.token-line').length));
  expect(blocks.some((lines) => lines <= COLLAPSE_OVER)).toBe(true);
  await expect(page.locator('article button[aria-controls][aria-expanded]')).toHaveCount(
    blocks.filter((lines) => lines > COLLAPSE_OVER).length,
  );
});

test('the keyboard reaches the button, expands the block and collapses it again', async ({ page }) => {
  const { toggle, pre } = await longBlock(page);
  // From the code, Tab moves on through the block's own buttons to this one.
  await pre.focus();
  for (let i = 0; i < 4 && !(await toggle.evaluate((button) => button === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  const ring = await toggle.evaluate((button) => ({
    visible: button.matches(':focus-visible'),
    outline: getComputedStyle(button).outlineStyle,
  }));
  expect(ring).toEqual({ visible: true, outline: 'solid' });

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(/^Collapse/);
  await expect.poll(async () => (await heights(pre)).shown).toBe((await heights(pre)).full);

  await toggle.scrollIntoViewIfNeeded();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  // Collapsing leaves the button where it was, not a long way above the reader.
  await expect(toggle).toBeInViewport();
  const { shown, full } = await heights(pre);
  expect(shown).toBeLessThan(full);
});

test('the copy button copies the whole of a collapsed block', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { toggle, pre, frame } = await longBlock(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await pre.hover();
  await frame.getByRole('button', { name: /copy/i }).click();
  // innerText turns each line's <br> into an extra newline: compare the non-empty lines.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const all = lines(await pre.innerText());
  expect(all.length).toBeGreaterThan(COLLAPSE_OVER);
  await expect
    .poll(async () => lines(await page.evaluate(() => navigator.clipboard.readText())))
    .toEqual(all);
});

test('printed, a long block shows in full and without its button', async ({ page }) => {
  const { toggle, pre } = await longBlock(page);
  await page.emulateMedia({ media: 'print' });
  await expect(toggle).toBeHidden();
  const { shown, full } = await heights(pre);
  expect(shown).toBe(full);
});

test('without JavaScript, a long block shows in full and without its button', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(ROUTE);
  const toggles = page.locator('article button[aria-controls][aria-expanded]');
  expect(await toggles.count()).toBeGreaterThan(0);
  for (const toggle of await toggles.all()) await expect(toggle).toBeHidden();
  const capped = await page
    .locator('article pre')
    .evaluateAll((pres) => pres.filter((pre) => pre.clientHeight < pre.scrollHeight - 1).length);
  expect(capped).toBe(0);
  await context.close();
});
