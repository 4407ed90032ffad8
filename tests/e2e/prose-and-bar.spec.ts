/**
 * Two WCAG fixes ahead of the full axe suite: links in prose carry an underline, not colour
 * alone (1.4.1), and the announcement bar's close button stands out from the bar in both
 * colour modes (1.4.11, at least 3:1).
 */
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';
import { contrast } from '../lib/contrast';

test('links in prose are underlined; navigation links are not', async ({ page }) => {
  await page.goto('/docs/platform/search');
  await hydrated(page);
  const prose = page.locator('.markdown p > a').first();
  expect(await prose.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  const nav = page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true });
  expect(await nav.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the announcement bar's close button stands out from the bar in ${mode} mode`, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await chooseColourMode(page, mode);
    const close = page.locator('.theme-announcement-bar').getByRole('button', { name: /close/i });
    await expect(close).toBeVisible();
    const colours = await close.evaluate((button) => {
      const style = getComputedStyle(button);
      const bar = getComputedStyle(button.closest('.theme-announcement-bar') as Element);
      // The icon's effective colour: its colour blended with the bar at the button's opacity.
      const [r, g, b] = (style.color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
      const [br, bg, bb] = (bar.backgroundColor.match(/[\d.]+/g) ?? []).map(Number) as [
        number,
        number,
        number,
      ];
      const o = Number(style.opacity);
      return {
        icon: `rgb(${r * o + br * (1 - o)}, ${g * o + bg * (1 - o)}, ${b * o + bb * (1 - o)})`,
        bar: bar.backgroundColor,
      };
    });
    expect(contrast(colours.icon, colours.bar)).toBeGreaterThanOrEqual(3);
  });
}
