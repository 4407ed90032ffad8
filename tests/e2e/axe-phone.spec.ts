/**
 * WCAG 2.2 AA on a phone (390 px): one page of every template, and the menu open, each in light
 * and dark (issue 21). Every page at 1280 px is checked in tests/e2e-nginx/csp.spec.ts, and the
 * consent banner in tests/e2e-consent/consent.spec.ts.
 */
import { expect, test } from './fixtures';
import { axeInBothModes } from '../lib/axe';
import { blogPosts, careerSlugs, policySlugs, workflowSlugs } from '../routes';
import { hydrated } from './helpers';

/** One page of each template, named for what it shows. */
const templates: Record<string, string> = {
  home: '/',
  doc: '/docs/sdk',
  'doc with a diagram': '/docs/udhp',
  'workflow guide': `/docs/workflows/${workflowSlugs[0]}`,
  'policy index': '/docs/policies',
  policy: `/docs/policies/${policySlugs[0]}`,
  'services introduction': '/services',
  service: '/services/forma',
  'blog list': '/blog',
  'blog post': blogPosts.at(-1)?.route ?? '/blog',
  careers: '/careers',
  posting: `/careers/${careerSlugs[0]}`,
  'legal page': '/privacy',
  about: '/about',
  serve: '/serve',
  fig: '/fig',
  icons: '/icons',
  'FHIR reference index': '/docs/reference/fhir',
  'FHIR resource (the largest)': '/docs/reference/fhir/ExplanationOfBenefit',
  'FHIR datatype': '/docs/reference/fhir/datatypes/HumanName',
  search: '/search?q=fhir',
  'not found': '/no/such/page',
};

test.use({ viewport: { width: 390, height: 844 }, trace: 'off' });

for (const [template, route] of Object.entries(templates)) {
  test(`axe at 390 px, light and dark: ${template} (${route})`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    // The search page's results, with their highlighted matches, are checked too.
    if (template === 'search') await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
    const found = await axeInBothModes(page, route);
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('axe at 390 px, light and dark: the menu open, on a docs page', async ({ page }) => {
  await page.goto('/docs/sdk');
  await hydrated(page);
  await page.locator('button.navbar__toggle').click();
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  const found = await axeInBothModes(page, '/docs/sdk (menu open)');
  expect(found, found.join('\n')).toEqual([]);
  // The menu stayed open for both checks.
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
});
