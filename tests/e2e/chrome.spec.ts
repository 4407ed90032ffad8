/**
 * The page chrome: the footer's compliance badges and copyright, from src/data, and the phone
 * drawer's call to action.
 */
import { copyright } from '../../src/data/brand';
import { complianceBadges } from '../../src/data/badges';
import { contrast } from '../lib/contrast';
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';

test.describe('page chrome', () => {
  test('the footer shows every compliance badge by its name, and the copyright', async ({ page }) => {
    await page.goto('/docs');
    const footer = page.locator('footer');
    for (const badge of complianceBadges) {
      await expect(footer.getByRole('img', { name: badge.label })).toBeVisible();
    }
    await expect(page.locator('.footer__copyright')).toHaveText(copyright);
  });

  test('the phone drawer’s “Get started” keeps its fill and contrast on a docs page, where it is the active link, light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/sdk');
    await hydrated(page);
    await page.locator('button.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    const back = drawer.getByRole('button', { name: /back to main menu/i });
    if (await back.isVisible()) await back.click();
    // The navbar's button (the docs sidebar has a "Get started" category too).
    const cta = drawer.locator('a.navbar__cta');
    await expect(cta).toBeVisible();
    // The state the issue found it in: the menu marks it active on every /docs page.
    await expect(cta).toHaveClass(/menu__link--active/);
    for (const mode of ['light', 'dark'] as const) {
      await chooseColourMode(page, mode);
      // Once the fill's transition to the new mode has run.
      const { color, background } = await cta.evaluate(async (link) => {
        await Promise.all(link.getAnimations().map((animation) => animation.finished));
        return { color: getComputedStyle(link).color, background: getComputedStyle(link).backgroundColor };
      });
      // An opaque fill: a translucent one is the menu's overlay, not the button's.
      expect(background, `${mode}: the button's fill`).toMatch(/^rgb\(/);
      expect(contrast(color, background), `${mode}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
