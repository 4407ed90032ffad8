/** Careers, the icon catalogue and the footer's trust links, as visitors meet them. */
import { careerSlugs } from '../routes';
import { iconNames } from '../../src/components/Icon/icons';
import { brand } from '../../src/data/brand';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

test.describe('careers', () => {
  test('the index links every open posting', async ({ page }) => {
    await page.goto('/careers');
    const links = await page
      .locator('main a[href^="/careers/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
    expect(links.sort()).toEqual(careerSlugs.map((slug) => `/careers/${slug}`).sort());
  });
});

test.describe('icons', () => {
  test('lists every icon, filters by name, and copies SVG markup', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/icons');
    await hydrated(page);
    const cards = page.getByRole('list', { name: 'Icon set' }).getByRole('listitem');
    await expect(cards).toHaveCount(iconNames.length);
    await page.getByLabel('Search icons').fill('calendar');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('calendar');
    await expect(page.getByRole('status')).toContainText('1 of');
    await cards
      .first()
      .getByRole('button', { name: /Copy SVG/ })
      .click();
    await expect(cards.first().getByRole('button')).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/);
    await page.getByLabel('Search icons').fill('no-such-icon');
    await expect(cards).toHaveCount(0);
  });
});

test.describe('trust', () => {
  test('the footer badges link to the compliance statement; Company and Legal columns link the trust pages', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const badgeLinks = footer.locator(`a[href="${brand.pages.compliance}"]:has(svg[role="img"])`);
    await expect(badgeLinks).toHaveCount(4);
    for (const href of ['/privacy', '/terms', brand.pages.compliance, '/security', '/careers']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('legal pages show when they were last updated, and a table of contents', async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of ['/privacy', '/terms', '/hipaa-gdpr-policy-statement', '/security']) {
      await page.goto(route);
      await expect(page.locator('main')).toContainText(/Last updated: \d{1,2} \w+ 20\d\d/);
      await expect(page.locator('.table-of-contents a').first()).toBeVisible();
    }
  });
});
