/** The mobile menu below the 996 px breakpoint. */
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

const toggle = 'button.navbar__toggle';

test.describe('mobile menu', () => {
  test('the toggle shows at 996 px and hides at 997 px', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/');
    await expect(page.locator(toggle)).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.locator(toggle)).toBeHidden();
  });

  test('it opens, and closes on back navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.goto('/docs');
    await hydrated(page);
    await page.locator(toggle).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('it closes when the window grows to desktop size', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await page.locator(toggle).click();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
