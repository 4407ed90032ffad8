/**
 * Site search in the browser: Pagefind's Component UI as the site sets it up (src/plugins/search).
 * The modal from the navbar and its shortcuts, its keyboard use and focus, section labels and
 * the section filter, the /search page and its address, bad input, and axe in both colour
 * modes. Which pages a query finds is tests/e2e/search-relevance.spec.ts; what a first search
 * costs over the wire and the CSP are tests/e2e-nginx/search.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';
import { axeViolations, COLOUR_RULES, finishTransitions, formatViolations } from '../lib/axe';

const searchButton = (page: Page): Locator => page.locator('.navbar').getByRole('button', { name: 'Search' });
const dialog = (page: Page): Locator => page.locator('pagefind-modal dialog[open]');
const modalInput = (page: Page): Locator => dialog(page).getByRole('searchbox');
/** Results loaded so far (a result shows a placeholder until its page's data arrives). */
const modalResults = (page: Page): Locator => dialog(page).locator('.pf-result:has(.pf-result-link)');
const pageResults = (page: Page): Locator => page.locator('main .pf-result:has(.pf-result-link)');

async function openModal(page: Page, path = '/docs'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await searchButton(page).click();
  await expect(modalInput(page)).toBeFocused();
}

test('the navbar button opens the modal; Esc closes it and focus returns to the button', async ({ page }) => {
  await openModal(page);
  expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();
});

test('Ctrl+K and / open the modal, Ctrl+K closes it; / still types in a field', async ({ page }) => {
  await page.goto('/icons');
  await hydrated(page);
  await page.keyboard.press('/');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  const field = page.getByLabel('Search icons');
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);
});

test('by keyboard alone: type, arrow to a result, Enter opens its page', async ({ page }) => {
  await openModal(page);
  await page.keyboard.type('MLLP');
  await expect(modalResults(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const focused = page.locator(':focus');
  await expect(focused).toHaveClass(/pf-result-link/);
  const href = new URL((await focused.getAttribute('href')) ?? '', page.url()).pathname;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(dialog(page)).toHaveCount(0);
});

test('each result shows its section, and the section filter narrows the results to it', async ({ page }) => {
  await page.goto('/search?q=patient');
  await hydrated(page);
  await expect(pageResults(page).first()).toBeVisible();
  const sections = pageResults(page).locator('.search-section');
  // Results arrive in turn, each then given its label: every one has it once they have all come.
  await expect(async () => {
    expect(await sections.count()).toBe(await pageResults(page).count());
    expect(new Set(await sections.allTextContents()).size, 'results of several sections').toBeGreaterThan(1);
  }).toPass();
  await page.getByRole('main').getByRole('checkbox', { name: /^Blog/ }).check();
  await expect(async () => {
    expect(new Set(await sections.allTextContents())).toEqual(new Set(['Blog']));
  }).toPass();
});

test('in the modal, the Section filter is named and narrows the results', async ({ page }) => {
  await openModal(page);
  await page.keyboard.type('patient');
  await expect(modalResults(page).first()).toBeVisible();
  const filter = dialog(page).getByRole('combobox', { name: 'Section' });
  await filter.focus();
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('option', { name: /^Blog/ }).click();
  const sections = modalResults(page).locator('.search-section');
  await expect(async () => {
    expect(new Set(await sections.allTextContents())).toEqual(new Set(['Blog']));
  }).toPass();
});

test('/search reads the query in its address, and keeps the address in step with typing', async ({
  page,
}) => {
  await page.goto('/search?q=FHIRcast');
  await hydrated(page);
  const input = page.getByRole('main').getByRole('searchbox');
  await expect(input).toHaveValue('FHIRcast');
  await expect(pageResults(page).first()).toBeVisible();
  await input.fill('SMART App Launch');
  await expect(page).toHaveURL(/\?q=SMART\+App\+Launch$/);
  await expect(pageResults(page).first().locator('.pf-result-link')).toBeVisible();
});

test('bad input on /search gets a clear message: no letters, too long, empty', async ({ page }) => {
  await page.goto('/search?q=%');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('status').first()).toContainText('no letters or digits');
  await page.goto(`/search?q=${'fhir '.repeat(60)}`);
  await expect(page.getByRole('main').getByText('first 200 characters')).toBeVisible();
  await page.goto('/search');
  await expect(page.getByRole('main').getByText('Type a word or a phrase')).toBeVisible();
});

/**
 * The open modal, in each mode: every rule in light, the colour rules in dark (the modes share
 * one DOM). The results page is checked in both modes at five widths by the template pass
 * (tests/e2e-nginx/templates.spec.ts), so the modal opens over a small page here.
 */
for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on the open modal, ${mode} mode`, async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await chooseColourMode(page, mode);
    await searchButton(page).click();
    // The first click loads Pagefind's UI: type once the modal's field has the focus.
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.type('patient');
    await expect(modalResults(page).first().locator('.pf-result-excerpt')).toBeVisible();
    await finishTransitions(page);
    const failures = formatViolations(
      'search modal',
      mode,
      await axeViolations(page, mode === 'dark' ? COLOUR_RULES : undefined),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
