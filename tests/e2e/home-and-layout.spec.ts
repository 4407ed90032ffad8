/**
 * Issue 23's smaller promises: the quick start link lands on the quick start, the hero's mark
 * shows in light mode, and reading times agree between the home page and the blog.
 */
import { expect, test } from './fixtures';
import { browserIdle, hydrated } from './helpers';
import { contrast } from '../lib/contrast';

test('“Read the quick start” lands on the quick start itself', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Read the quick start' }).click();
  await expect(page).toHaveURL(/\/docs#quick-start-in-five-minutes$/);
  const heading = page.locator('#quick-start-in-five-minutes');
  await expect(heading).toBeInViewport();
  await browserIdle(page);
  // Still there once the page has settled: near the top, below the sticky navbar.
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test('the hero’s central mark stands out from its disc in light and dark mode', async ({ page }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const colours = await page.evaluate(() => {
      const mark = document.querySelector('[class*="hubMark"]');
      const hub = document.querySelector('[class*="hub_"]');
      return mark && hub ? { mark: getComputedStyle(mark).stroke, hub: getComputedStyle(hub).fill } : null;
    });
    expect(colours, scheme).not.toBeNull();
    expect(colours?.mark, scheme).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
    expect(contrast(colours?.mark ?? '', colours?.hub ?? ''), scheme).toBeGreaterThanOrEqual(3);
  }
});

test('a post’s reading time is the same on the home page and on the post', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('article', { has: page.locator('text=/min read/') }).first();
  const onHome = /(\d+) min read/.exec((await card.textContent()) ?? '')?.[1];
  expect(onHome).toBeTruthy();
  await card.locator('h3 a').click();
  await expect(page.locator('article time').first()).toBeVisible();
  await expect(page.locator('main article').first()).toContainText(`${onHome} min read`);
});

test('on a phone, each preview in /serve’s showcase is at most one screen tall, whichever tab is chosen', async ({
  page,
}) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  await page.goto('/serve');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) {
    await tab.click();
    const panel = page.getByRole('tabpanel').filter({ visible: true });
    // The drawn window or phone; its caption below it is text, not the picture.
    const drawn = panel.locator('figure > div').first();
    const height = (await drawn.boundingBox())?.height ?? Infinity;
    expect(height, await tab.innerText()).toBeLessThanOrEqual(screen.height);
  }
});
