/** The developer docs, workflow guides, policies and services as a reader meets them. */
import { policySlugs, workflowSlugs } from '../routes';
import { DEFERRED_ATTRIBUTE } from '../../src/plugins/deferred-blocks/attribute';
import { services } from '../../src/data/services';
import { expect, test } from './fixtures';

test.describe('docs', () => {
  test('code samples show the configured FHIR base URL, not a token', async ({ page }) => {
    await page.goto('/docs');
    // The text as shown, once every block is rendered (src/plugins/deferred-blocks).
    await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_ATTRIBUTE);
    const code = await page.locator('article pre').allInnerTexts();
    expect(code.join('\n')).toContain('https://api.sanoria.example/fhir/R4');
    expect(code.join('\n')).not.toContain('{{');
  });

  test('on a phone, the landing shows the task cards, the sandbox and the quick start in its first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const tasks = page.getByRole('navigation', { name: 'Start with a task' }).getByRole('link');
    await expect(tasks.first()).toBeVisible();
    for (const task of await tasks.all()) await expect(task).toBeInViewport({ ratio: 1 });
    await expect(page.locator('article a[href="/docs/sandbox"]').first()).toBeInViewport({ ratio: 1 });
    await expect(page.locator('h2#quick-start-in-five-minutes')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('clinical workflows and policies', () => {
  test('/docs indexes every workflow guide', async ({ page }) => {
    await page.goto('/docs');
    const section = page.locator('h2#clinical-workflow-guides');
    await expect(section).toBeVisible();
    for (const slug of workflowSlugs) {
      await expect(page.locator(`article a[href="/docs/workflows/${slug}"]`).first()).toBeVisible();
    }
  });

  test('the policy index lists every policy, grouped by safeguard', async ({ page }) => {
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

test.describe('services', () => {
  test('the home page links every service card to its page', async ({ page }) => {
    // One test visits many pages: give it time on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.goto('/');
    for (const service of services) {
      // Visible ones: the product showcase's hidden tabs also link Medicus and Veritas.
      await expect(
        page.locator(`main a[href="/services/${service.slug}"]`).filter({ visible: true }).first(),
      ).toBeVisible();
    }
  });
});
