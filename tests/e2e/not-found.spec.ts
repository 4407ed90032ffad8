/** The branded not-found page, opened directly and by navigation in the app. */
import { expect, test } from './fixtures';
import { hydrated, navigateInApp } from './helpers';

test.describe('not found', () => {
  test('an unknown path answers 404 with the branded not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByText('/no/such/page')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', '/docs');
    await expect(main.getByRole('link', { name: /Services/ })).toHaveAttribute('href', '/services');
    await expect(main.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
  });

  test('client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await navigateInApp(page, '/missing-in-app');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  });

  // Under /docs the docs root renders the not-found content itself.
  test('an unknown docs path shows the not-found page, opened directly or by navigation', async ({
    page,
  }) => {
    const response = await page.goto('/docs/no-such-guide');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.locator('main').getByText('/docs/no-such-guide')).toBeVisible();

    await page.goto('/docs/sdk');
    await hydrated(page);
    await navigateInApp(page, '/docs/sdk-v2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(
      page.locator('main').getByRole('link', { name: /Search the site for “docs sdk v2”/ }),
    ).toBeVisible();
  });
});
