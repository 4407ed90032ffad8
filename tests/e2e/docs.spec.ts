/** The developer docs, workflow guides, policies and services as a reader meets them. */
import { policySlugs, routeGroups, workflowSlugs } from '../routes';
import { DEFERRED_ATTRIBUTE } from '../../src/plugins/deferred-blocks/attribute';
import { services, serviceCategories } from '../../src/data/services';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

const docsSidebarRoutes = routeGroups.find((g) => g.name === 'developer docs')?.routes ?? [];

test.describe('docs sidebar', () => {
  test('is grouped Get started / Integration / Platform / API reference, lists all 18 pages and the reference, and never collapses', async ({
    page,
  }) => {
    await page.goto('/docs/platform/search');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar).toBeVisible();
    const categories = sidebar.locator(':scope > li.theme-doc-sidebar-item-category');
    await expect(categories).toHaveCount(4);
    await expect(categories.locator(':scope > div')).toHaveText([
      'Get started',
      'Integration',
      'Platform',
      'API reference',
    ]);
    const hrefs = await sidebar
      .locator('a.menu__link[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect([...new Set(hrefs)].sort()).toEqual(
      [...docsSidebarRoutes, '/docs/reference/fhir', '/docs/reference/fhir#data-types'].sort(),
    );
    // Nothing collapses and the sidebar cannot be hidden.
    await expect(sidebar.locator('.menu__caret, button.clean-btn.menu__caret')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container button[title*="ollapse"]')).toHaveCount(0);
  });

  test('a reader’s choice of code tab sticks across pages', async ({ page }) => {
    await page.goto('/docs');
    await hydrated(page);
    await page.getByRole('tab', { name: 'TypeScript' }).first().click();
    await page.goto('/docs/platform/search');
    const tabs = page.getByRole('tab', { name: 'TypeScript' });
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('code samples show the configured FHIR base URL, not a token', async ({ page }) => {
    await page.goto('/docs');
    // The text as shown, once every block is rendered (src/plugins/deferred-blocks).
    await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_ATTRIBUTE);
    const code = await page.locator('article pre').allInnerTexts();
    expect(code.join('\n')).toContain('https://api.sanoria.example/fhir/R4');
    expect(code.join('\n')).not.toContain('{{');
  });
});

test.describe('pages without a sidebar', () => {
  const routes = [
    ...workflowSlugs.map((slug) => `/docs/workflows/${slug}`),
    '/docs/policies',
    ...policySlugs.slice(0, 5).map((slug) => `/docs/policies/${slug}`),
  ];
  for (const route of routes) {
    test(`${route} renders full width, without a sidebar`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    });
  }
});

test.describe('clinical workflows and policies', () => {
  test('/docs indexes the nine workflow guides, and the footer links to that index', async ({ page }) => {
    await page.goto('/docs');
    const section = page.locator('h2#clinical-workflow-guides');
    await expect(section).toBeVisible();
    for (const slug of workflowSlugs) {
      await expect(page.locator(`article a[href="/docs/workflows/${slug}"]`).first()).toBeVisible();
    }
    await expect(page.locator('footer a[href="/docs#clinical-workflow-guides"]')).toBeVisible();
  });

  test('the policy index lists all thirty policies, grouped by safeguard', async ({ page }) => {
    await page.goto('/docs/policies');
    await expect(page.locator('article h2')).toContainText([
      'Administrative safeguards',
      'Physical safeguards',
      'Technical safeguards',
    ]);
    const links = await page
      .locator('article table a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(policySlugs.map((slug) => `/docs/policies/${slug}`).sort());
    await expect(page.locator('article table').first().locator('thead th')).toHaveText([
      'Policy',
      'Owner',
      'Version',
      'Last reviewed',
    ]);
  });

  test('a policy prints as a document: no chrome, link URLs shown, a multi-page PDF', async ({ page }) => {
    await page.goto('/docs/policies/Password-Policy');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', 'footer', '.theme-doc-toc-desktop', '.theme-announcement-bar']) {
      const hidden = await page
        .locator(selector)
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).display === 'none'));
      expect(hidden, `${selector} hidden in print`).toBe(true);
    }
    const linkSuffix = await page
      .locator('article .markdown a[href^="/docs/policies/"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(linkSuffix).toContain('/docs/policies/');
    const tableBreak = await page
      .locator('article table')
      .first()
      .evaluate((t) => getComputedStyle(t).breakInside);
    expect(tableBreak).toBe('avoid');
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).not.toContain('Contact us');
  });
});

test.describe('services sidebar', () => {
  test('lists the introduction and all fifteen services by category, and no docs pages', async ({ page }) => {
    await page.goto('/services/termini');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const hrefs = await sidebar
      .locator('a.menu__link[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(['/services', ...services.map((s) => `/services/${s.slug}`)].sort());
    await expect(sidebar.locator(':scope > li.theme-doc-sidebar-item-category > div')).toHaveText([
      ...serviceCategories,
    ]);
    await expect(sidebar.locator('.menu__caret')).toHaveCount(0);
  });

  // Every built page's box is checked in tests/unit/services.spec.ts; here, one as drawn.
  test('a service page opens with its facts box', async ({ page }) => {
    const [service] = services;
    if (!service) throw new Error('no services');
    await page.goto(`/services/${service.slug}`);
    const facts = page.getByRole('complementary', { name: `${service.name} at a glance` });
    await expect(facts).toBeVisible();
    await expect(facts).toContainText(service.category);
    await expect(facts).toContainText(service.status);
  });

  test('the home page links every service card to its page', async ({ page }) => {
    // One test visits many pages: give it time on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.goto('/');
    for (const service of services) {
      await expect(page.locator(`main a[href="/services/${service.slug}"]`).first()).toBeVisible();
    }
  });
});
