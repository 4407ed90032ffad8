/** Path normalisation (.html, /index.html) and the not-found page. */
import { expect, test } from './fixtures';
import { hydrated, navigateInApp } from './helpers';

test.describe('paths and not-found', () => {
  test('a path ending in .html renders the bare page', async ({ page }) => {
    const response = await page.goto('/docs/sdk.html');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const bare = await page.locator('h1').innerText();
    await page.goto('/docs/sdk');
    await expect(page.locator('h1')).toHaveText(bare);
  });

  test('a path ending in /index.html renders the bare page', async ({ page }) => {
    await page.goto('/docs/integration');
    const expected = await page.locator('h1').innerText();
    const response = await page.goto('/docs/integration/index.html');
    expect(response?.ok()).toBe(true);
    await expect(page.locator('h1')).toHaveText(expected);
    await expect(page.getByText('We could not find that page')).toHaveCount(0);
  });

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
