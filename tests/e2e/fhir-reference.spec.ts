/**
 * The FHIR R4 reference in the browser: the index's filter works in the page and announces
 * its count; the largest resource's element tree is usable on a phone (no sideways scroll of the
 * page, each element stacked, inherited elements and backbone elements shown and hidden by
 * keyboard); no word of the reference's tables breaks mid-word; the docs sidebar and table of
 * contents frame the pages. Axe runs on a sample of reference pages in
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

test('on a phone, the largest resource’s elements stack, and its tree opens and closes by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/reference/fhir/ExplanationOfBenefit');
  await hydrated(page);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(390);
  const tree = page.locator('[data-fhir-elements]');
  const element = (path: string) => tree.locator(`li[data-path="${path}"]`);

  // Name, cardinality and type on one line; the description below them.
  const cell = (part: string) =>
    element('ExplanationOfBenefit.status').locator(`:scope > div > span:nth-child(${part})`);
  const [name, card, type, description] = await Promise.all(
    ['1', '3', '4', '5'].map(async (part) => (await cell(part).boundingBox())?.y ?? -1),
  );
  // (The name's monospace font sits a pixel or two off the others' line.)
  expect(Math.abs((card ?? 0) - (name ?? 0))).toBeLessThan(6);
  expect(Math.abs((type ?? 0) - (name ?? 0))).toBeLessThan(6);
  expect(description).toBeGreaterThan((name ?? 0) + 10);

  // Inherited elements are hidden until the reader ticks the box, which Space does.
  await expect(element('ExplanationOfBenefit.meta')).toBeHidden();
  await expect(element('ExplanationOfBenefit.item.extension')).toBeHidden();
  const inherited = page.getByRole('checkbox', { name: /^Show inherited elements/ });
  await inherited.focus();
  await page.keyboard.press('Space');
  await expect(element('ExplanationOfBenefit.meta')).toBeVisible();

  // A backbone element of a long tree starts closed; Enter opens and closes it.
  const item = element('ExplanationOfBenefit.item').locator(':scope > details > summary');
  const child = element('ExplanationOfBenefit.item.sequence');
  await expect(child).toBeHidden();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(child).toBeVisible();
  await expect(element('ExplanationOfBenefit.item.extension')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(child).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('no word in the reference’s title and tables breaks across lines, on a phone or a desktop', async ({
  page,
}) => {
  // Every word (a run of letters and digits) of the title, the element tree and the search parameters, laid
  // out on one line: its text's box is one line high. Breaks after a dot, slash or bar are fine.
  const brokenWords = () =>
    page.evaluate(() => {
      const broken: string[] = [];
      for (const box of document.querySelectorAll('h1, [data-fhir-elements], [data-fhir-search]')) {
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.sr-only')) continue;
          for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
      }
      return broken;
    });
  for (const name of ['Observation', 'ExplanationOfBenefit']) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/docs/reference/fhir/${name}`);
    await hydrated(page);
    // Everything shown, so every word is laid out.
    await page.getByRole('checkbox', { name: /^Show inherited elements/ }).check();
    await page.getByRole('button', { name: 'Expand all' }).click();
    const tree = page.locator('[data-fhir-elements]');
    await expect(tree.locator('details:not([open])')).toHaveCount(0);
    // At a desktop's width, in columns, balanced: Description has at least 40% of the row.
    const share = await tree
      .locator('li > div')
      .first()
      .evaluate((row) => {
        const style = getComputedStyle(row);
        const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { display: style.display, share: (row.lastElementChild?.clientWidth ?? 0) / inner };
      });
    expect(share.display, `${name}: the elements in columns`).toBe('grid');
    expect(share.share, `${name}: Description's share of the row`).toBeGreaterThanOrEqual(0.4);
    expect(await brokenWords(), `${name} at 1440 px`).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await brokenWords(), `${name} at 390 px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
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
  // The datatype links lead to their pages, within the app, though the tree they are in kept the
  // server's markup while the page hydrated (ServerMarkup); the new page shows its own elements.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('[data-fhir-elements]').getByRole('link', { name: 'HumanName' }).first().click();
  await expect(page).toHaveURL(/\/docs\/reference\/fhir\/datatypes\/HumanName$/);
  await expect(page.getByRole('heading', { name: 'HumanName', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window), 'moved within the app').toBe(true);
  await expect(page.locator('[data-fhir-elements] li[data-path="HumanName.family"]')).toBeVisible();
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
