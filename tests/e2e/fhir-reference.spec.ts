/**
 * The FHIR R4 reference in the browser: the index's filter works in the page and announces
 * its count; the largest resource's element table is usable on a phone (no sideways scroll of
 * the page, the table in its own labelled scroll region, its first column in view); the docs
 * sidebar and table of contents frame the pages. Axe runs on a sample of reference pages in
 * tests/e2e/axe-phone.spec.ts and tests/e2e-nginx/csp.spec.ts.
 */
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

test('the index filters resource types as the reader types, and says how many match', async ({ page }) => {
  await page.goto('/docs/reference/fhir');
  await hydrated(page);
  const filter = page.getByRole('searchbox', { name: 'Filter resource types' });
  const status = page.getByRole('status').filter({ hasText: 'resource types' });
  await expect(status).toHaveText(/^\d+ resource types$/);
  const total = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(145);
  await expect(page.getByRole('link', { name: 'Patient', exact: true })).toBeVisible();

  await filter.fill('medication');
  await expect(status).toHaveText(new RegExp(`^\\d+ of ${total} resource types match$`));
  await expect(page.getByRole('link', { name: 'MedicationRequest', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Patient', exact: true })).toBeHidden();
  // A category with no match is hidden, heading and all.
  await expect(page.getByRole('heading', { name: 'Financial', level: 2 })).toBeHidden();

  await filter.fill('no such resource');
  await expect(status).toHaveText(`0 of ${total} resource types match`);
  await filter.fill('');
  await expect(status).toHaveText(`${total} resource types`);
});

test('the largest resource’s elements are usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/reference/fhir/ExplanationOfBenefit');
  await hydrated(page);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(390);
  const table = page.locator('table[data-fhir-elements]');
  const region = page.getByRole('region', { name: /^Table: Element, Card\., Type, Flags/ });
  await expect(region).toBeVisible();
  await expect(region.locator('table[data-fhir-elements]')).toHaveCount(1);
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(200);
  // Scrolled sideways, the element's name stays in view.
  await region.evaluate((box) => box.scrollBy({ left: 400 }));
  const cell = table.locator('tbody tr th').first();
  const box = await cell.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect(box?.x ?? 999).toBeLessThan(40);
  // It hides what scrolls under it, on striped rows too: its background colour is opaque.
  const backgrounds = await table
    .locator('tbody tr th')
    .evaluateAll((cells) => cells.slice(0, 2).map((cell) => getComputedStyle(cell).backgroundColor));
  for (const colour of backgrounds)
    expect(colour, 'the element cell’s background').not.toMatch(/^rgba\(.*, 0(\.\d+)?\)$/);
});

test('on a desktop, the largest resource’s element table fits its column, with no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/docs/reference/fhir/ExplanationOfBenefit');
  const table = page.locator('table[data-fhir-elements]');
  const widths = await table.evaluate((element) => ({
    table: element.getBoundingClientRect().width,
    box: element.parentElement?.clientWidth ?? 0,
  }));
  expect(widths.table).toBeLessThanOrEqual(widths.box);
});

test('a resource page sits in the docs frame: sidebar, breadcrumbs and table of contents', async ({
  page,
}) => {
  await page.goto('/docs/reference/fhir/Patient');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'FHIR R4 resources' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('Patient')).toBeVisible();
  await expect(
    page.locator('.table-of-contents').getByRole('link', { name: 'Search parameters' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Patient', level: 1 })).toBeVisible();
  // The datatype links lead to their pages.
  await page.locator('table[data-fhir-elements]').getByRole('link', { name: 'HumanName' }).first().click();
  await expect(page).toHaveURL(/\/docs\/reference\/fhir\/datatypes\/HumanName$/);
  await expect(page.getByRole('heading', { name: 'HumanName', level: 1 })).toBeVisible();
  // A datatype page is under the sidebar's data types link.
  await expect(sidebar.getByRole('link', { name: 'FHIR R4 data types' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(sidebar.getByRole('link', { name: 'FHIR R4 resources' })).not.toHaveAttribute('aria-current');
});

test('a guide’s inline-code mention of a resource type links to its reference page', async ({ page }) => {
  await page.goto('/docs/platform/search');
  await hydrated(page);
  const link = page.locator('article a[href="/docs/reference/fhir/Patient"]');
  await expect(link).toHaveCount(1);
  await expect(link.locator('code')).toHaveText('Patient');
});
