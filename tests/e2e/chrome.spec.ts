/** The page chrome: the footer's compliance badges and copyright, from src/data. */
import { copyright } from '../../src/data/brand';
import { complianceBadges } from '../../src/data/badges';
import { expect, test } from './fixtures';

test.describe('page chrome', () => {
  test('the footer shows every compliance badge by its name, and the copyright', async ({ page }) => {
    await page.goto('/docs');
    const footer = page.locator('footer');
    for (const badge of complianceBadges) {
      await expect(footer.getByRole('img', { name: badge.label })).toBeVisible();
    }
    await expect(page.locator('.footer__copyright')).toHaveText(copyright);
  });
});
