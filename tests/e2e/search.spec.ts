/**
 * Offline full-text search: the navbar box and its shortcuts, the /search page, the results
 * readers expect for the queries they type, highlighting on the target page, and an index
 * that is fetched from the site itself only when search is first used.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { browserIdle, hydrated } from './helpers';

const SEARCH_INDEX = /\/search-index[^/]*\.json(\?|$)/;

/**
 * The queries readers type, and the page each must find among the first three result pages.
 * "Patient" is every FHIR page's subject: it counts as found when the first three include the
 * patient portal, the FHIR datastore guide, the search guide or the quick start.
 */
const queries: { query: string; expected: readonly string[] }[] = [
  {
    query: 'Patient',
    expected: ['/services/veritas', '/docs/platform/fhir-datastore', '/docs/platform/search', '/docs'],
  },
  { query: 'password policy', expected: ['/docs/policies/Password-Policy'] },
  { query: 'SMART', expected: ['/docs/integration/smart-app-launch'] },
  { query: 'subscription', expected: ['/docs/platform/subscriptions'] },
  { query: 'HL7', expected: ['/docs/integration/hl7-interfacing'] },
  { query: 'Termini', expected: ['/services/termini'] },
];

/** The pages on the /search page for a query, in order (a page's matching sections follow it). */
async function resultPages(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const links = page.locator('article h2 a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => new URL(href, 'http://site.invalid').pathname))];
}

/** Records the requests for the search index. */
function watchIndexRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (SEARCH_INDEX.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** The navbar's search input (a plain text box until the index loads, then a combobox). */
const searchBox = (page: Page) => page.locator('.navbar').getByLabel('Search', { exact: true });

test.describe('search results', () => {
  for (const { query, expected } of queries) {
    test(`“${query}” finds ${expected.join(' or ')} in the first three results`, async ({ page }) => {
      const pages = await resultPages(page, query);
      expect(
        pages.slice(0, 3).filter((path) => expected.includes(path)),
        pages.join(', '),
      ).not.toEqual([]);
    });
  }

  test('the query is in the URL, and each result names its section', async ({ page }) => {
    await page.goto('/search?q=password%20policy');
    await expect(page.locator('input[type="search"]')).toHaveValue('password policy');
    await expect(page.locator('h1')).toHaveText('Search results for "password policy"');
    // One main landmark, holding the results (src/theme/Layout).
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').locator('h1')).toHaveCount(1);
    const first = page.locator('article').first();
    await expect(first.locator('h2 a')).toHaveAttribute('href', /^\/docs\/policies\/Password-Policy/);
    await expect(first.locator('p').first()).toHaveText('Docs › Security policies');
    // Typing a new query updates the address, so a search can be shared.
    await page.locator('input[type="search"]').fill('Termini');
    await expect(page).toHaveURL(/[?&]q=Termini(&|$)/);
  });

  test('the search page stays out of search engines', async ({ page }) => {
    await page.goto('/search');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('navbar search box', () => {
  test('the index is fetched only when search is first used, from the site itself', async ({ page }) => {
    const requests = watchIndexRequests(page);
    await page.goto('/docs/platform/search');
    await hydrated(page);
    await browserIdle(page);
    await page.goto('/');
    // Whatever would fetch the index unasked (at hydration, or when the browser is first idle)
    // has started by then.
    await hydrated(page);
    await browserIdle(page);
    expect(requests, 'no index request before search is used').toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0] ?? '').origin).toBe(new URL(page.url()).origin);
  });

  test('Ctrl+K and / focus the box; / still types into fields', async ({ page }) => {
    await page.goto('/docs');
    // The shortcuts are listened for from hydration on.
    await hydrated(page);
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    // The first focus loads the index, and the plugin focuses the box again once it has loaded:
    // wait for that (the box becomes a combobox) so it cannot steal the `/` typed below.
    await expect(box).toHaveAttribute('role', 'combobox');
    await box.blur();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
  });

  test('suggestions name their section; choosing one highlights the words on the page', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('/');
    await page.keyboard.type('HL7');
    const first = page.locator('.navbar [role="option"]').first();
    await expect(first).toContainText('HL7 v2 interfacing');
    await expect(first).toContainText('Docs › Integration');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/integration\/hl7-interfacing\?_highlight=hl7/i);
    await expect(page.locator('article mark').first()).toBeVisible();
    await expect(page.locator('article mark').first()).toHaveText(/hl7/i);
  });
});

test('a link with words to highlight marks them on arrival, and clearing the box removes them', async ({
  page,
}) => {
  await page.goto('/docs/platform/subscriptions?_highlight=criteria');
  const marks = page.locator('article mark[data-markjs]');
  await expect(marks.first()).toHaveText(/^criteria$/i);
  expect(await marks.count()).toBeGreaterThan(1);
  await expect(searchBox(page)).toHaveValue('criteria');
  await page.locator('.navbar__search button', { hasText: '✕' }).click();
  await expect(page).toHaveURL(/\/docs\/platform\/subscriptions$/);
  await expect(marks).toHaveCount(0);
  await expect(page.locator('article')).toContainText('criteria');
});

test('the not-found page offers a search for the words of the missing path', async ({ page }) => {
  await page.goto('/docs/platfrom/subscription-filters.html');
  const search = page.getByRole('link', { name: /Search the site for/ });
  await expect(search).toHaveText('Search the site for “docs platfrom subscription filters”');
  await search.click();
  await expect(page).toHaveURL(/\/search\?q=docs\+platfrom\+subscription\+filters$/);
  await expect(page.locator('article h2 a').first()).toBeVisible();
});
