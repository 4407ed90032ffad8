/** The page chrome: navbar logo, footer wordmark, badges, copyright and the contact link. */
import { brand, copyright } from '../../src/data/brand';
import { complianceBadges } from '../../src/data/badges';
import { expect, test } from './fixtures';

test.describe('page chrome', () => {
  test('the navbar logo box is exactly 24 × 32', async ({ page }) => {
    await page.goto('/');
    const logo = page.locator('.navbar__logo img').first();
    await expect(logo).toBeVisible();
    const box = await logo.boundingBox();
    expect(box?.width).toBe(24);
    expect(box?.height).toBe(32);
  });

  test('the footer shows the 220-wide wordmark, four named badges and © 2025', async ({ page }) => {
    await page.goto('/docs');
    const wordmark = page.locator('.footer__logo:visible');
    await expect(wordmark).toBeVisible();
    expect((await wordmark.boundingBox())?.width).toBe(220);
    const footer = page.locator('footer');
    for (const badge of complianceBadges) {
      await expect(footer.getByRole('img', { name: badge.label })).toBeVisible();
    }
    await expect(footer.getByRole('img', { name: /GDPR/ })).toHaveCount(1);
    await expect(footer.getByRole('img', { name: /HIPAA/ })).toHaveCount(1);
    await expect(footer.getByRole('img', { name: /PIPEDA/ })).toHaveCount(1);
    await expect(footer.getByRole('img', { name: /GP IT/ })).toHaveCount(1);
    await expect(page.locator('.footer__copyright')).toHaveText(copyright);
    expect(copyright).toBe(`© 2025 ${brand.company}`);
  });

  test('"Contact us" is an external link to the contact page', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('.navbar').getByRole('link', { name: 'Contact us' });
    await expect(contact).toHaveAttribute('href', brand.defaultUrls.contact);
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', /noopener/);
  });

  test('the navbar links to Docs and Services', async ({ page }) => {
    await page.goto('/');
    const navbar = page.locator('.navbar');
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
