/**
 * Site search in the browser (src/plugins/search): the navbar button and its shortcuts, the
 * modal (results grouped by section, headings, highlighted matches, chips, keyboard, focus,
 * recent searches, empty and no-results states, bad input), the /search page with and without
 * JavaScript, the index fetched only when search is used, and how fast results follow a key.
 * Which pages a query finds is tests/e2e/search-relevance.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  browserIdle,
  chooseColourMode,
  hydrated,
  isRouteChunk,
  loadedResources,
  navigateInApp,
} from './helpers';
import { axeViolations, finishTransitions, formatViolations } from '../lib/axe';

const PAGEFIND = /\/pagefind\//;

const searchButton = (page: Page): Locator => page.locator('.navbar').getByRole('button', { name: 'Search' });
const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Search the site' });
const searchBox = (page: Page): Locator => dialog(page).getByRole('combobox', { name: 'Search the site' });
const results = (page: Page): Locator => dialog(page).getByRole('listbox');
/** The results' page options (a page's headings are options too, with a #fragment). */
const pageOptions = (page: Page): Locator => results(page).locator('[role="option"]:not([href*="#"])');

/** Waits until the modal answers `query`: its results, or its message that there are none. */
async function answered(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (q) =>
      document.querySelector('dialog [role="listbox"]')?.getAttribute('aria-label') ===
        `Results for “${q}”` ||
      document.querySelector('dialog')?.textContent?.includes(`No results for “${q}”`),
    query,
  );
}

/** Types a query into the open modal and waits for its results (or its message). */
async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await answered(page, query);
}

/** Opens the modal from the navbar button, once the page has hydrated. */
async function openSearch(page: Page): Promise<void> {
  await hydrated(page);
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
}

test.describe('the search modal', () => {
  test('the navbar button opens it; Esc closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/docs');
    await openSearch(page);
    // A modal dialog: the page behind is inert.
    expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(dialog(page).getByRole('navigation', { name: 'Popular pages' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('/ and Ctrl+K open it (Ctrl+K closes it again); / still types in a field', async ({ page }) => {
    await page.goto('/icons');
    await hydrated(page);
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    const field = page.getByLabel('Search icons');
    await field.click();
    await page.keyboard.type('x/y');
    await expect(field).toHaveValue('x/y');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('results: grouped by section, with page titles, headings and highlighted matches; ↑ ↓ Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'MLLP');
    const groups = results(page).getByRole('group');
    expect(await groups.count()).toBeGreaterThan(1);
    await expect(groups.first()).toHaveAccessibleName('Docs');
    const first = pageOptions(page).first();
    await expect(first).toHaveAttribute('href', '/docs/integration/hl7-interfacing');
    await expect(first).toHaveAccessibleName(/^HL7 v2 interfacing /);
    await expect(first.locator('mark').first()).toHaveText(/^mllp$/i);
    // A matched heading of the page links to its anchor and says which page it is on.
    const heading = results(page)
      .locator('[role="option"][href^="/docs/integration/hl7-interfacing#"]')
      .first();
    await expect(heading).toHaveAccessibleName(/\(HL7 v2 interfacing\)/);
    // Every page is listed once.
    const hrefs = await pageOptions(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // The first result is active; ↓ moves on, ↑ comes back, Enter opens the active one.
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    const second = results(page).locator('[role="option"]').nth(1);
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/integration\/hl7-interfacing$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('section chips narrow the results and give each section’s count', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'MLLP');
    expect(await results(page).getByRole('group').count()).toBeGreaterThan(1);
    const chips = dialog(page).getByRole('group', { name: 'Show results from' });
    const all = chips.getByRole('button', { name: /^All \d+$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const services = chips.getByRole('button', { name: /^Services \d+$/ });
    const count = Number((await services.textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await services.click();
    await expect(services).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).getByRole('group')).toHaveCount(1);
    await expect(results(page).getByRole('group')).toHaveAccessibleName('Services');
    await expect(pageOptions(page)).toHaveCount(count);
    await expect(
      dialog(page).getByRole('link', { name: 'Open these results on the search page' }),
    ).toHaveAttribute('href', '/search?q=MLLP&section=Services');
    await all.click();
    await expect.poll(() => results(page).getByRole('group').count()).toBeGreaterThan(1);
  });

  test('focus stays in the modal while it is open', async ({ page }) => {
    await page.goto('/docs');
    await openSearch(page);
    await search(page, 'subscription');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
        `Tab ${i + 1}`,
      ).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  });

  test('recent searches are remembered when a result is opened, and can be removed or cleared', async ({
    page,
  }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'FHIRcast');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/platform\/fhircast$/);
    await openSearch(page);
    await search(page, 'GraphQL');
    // Click the result as a reader would, once it is drawn whole: its excerpt arrives after its
    // title, and the list grows under it as it does.
    const first = pageOptions(page).first();
    await expect(first.locator('[class*="placeholder"]')).toHaveCount(0);
    await first.click();
    await expect(page).toHaveURL(/\/docs\/platform\/graphql$/);
    await openSearch(page);
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: /^(FHIRcast|GraphQL)$/ })).toHaveText([
      'GraphQL',
      'FHIRcast',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('sanoria.search.recent'))).toBe(
      '["GraphQL","FHIRcast"]',
    );
    // Choosing one searches for it again.
    await recent.getByRole('button', { name: 'FHIRcast', exact: true }).click();
    await expect(searchBox(page)).toHaveValue('FHIRcast');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('');
    await recent.getByRole('button', { name: 'Remove “GraphQL” from recent searches' }).click();
    await expect(recent.getByRole('button', { name: 'GraphQL', exact: true })).toHaveCount(0);
    await recent.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sanoria.search.recent'))).toBeNull();
  });

  test('opened while the next page loads, the modal stays open with what was typed when it arrives', async ({
    page,
  }) => {
    // Going from the home page to a doc remounts the navbar, and with it the search button.
    await page.goto('/');
    await hydrated(page);
    const loaded = await loadedResources(page);
    // The doc's code waits until the modal is open and typed in, as on a slow network.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isRouteChunk(url.href) && !loaded.has(url.href),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await navigateInApp(page, '/docs/platform/fhircast');
    await openSearch(page);
    await searchBox(page).pressSequentially('Graph');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FHIRcast');
    await expect(searchBox(page)).toHaveValue('Graph');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).pressSequentially('QL');
    await answered(page, 'GraphQL');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('without storage, search still works', async ({ page, allowProblems, problems }) => {
    // Storage that refuses every use, as a browser with site data blocked does.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/about');
    await openSearch(page);
    await search(page, 'subscription');
    await expect(pageOptions(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/platform\/subscriptions$/);
    // Docusaurus itself warns that it cannot keep the colour mode; nothing else may go wrong.
    allowProblems();
    expect(
      problems.filter((problem) => !problem.includes('Docusaurus browser storage is not available')),
    ).toEqual([]);
  });

  test('no results: says so, and offers popular pages', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await search(page, 'zqxwvj');
    await expect(dialog(page).getByText('No results for “zqxwvj”.')).toBeVisible();
    const suggestions = dialog(page).getByRole('navigation', { name: 'Try one of these pages' });
    await expect(suggestions.getByRole('link').first()).toBeVisible();
    expect(await suggestions.getByRole('link').count()).toBeGreaterThan(3);
  });

  test('odd input shows no results or a clear message, never an error', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    const box = searchBox(page);
    for (const punctuation of ['!!!', '***', '...', '— …']) {
      await box.fill(punctuation);
      await expect(dialog(page).getByText('has no words to search for')).toBeVisible();
    }
    for (const odd of [
      '(a+)+$',
      '[unclosed',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '%00%',
      'd{3}',
    ]) {
      await box.fill(odd);
      await answered(page, odd);
      await expect(dialog(page).locator('script, img')).toHaveCount(0);
    }
    // A pasted page of text is cut to 200 characters, and says so.
    await box.evaluate((input: HTMLInputElement) => input.removeAttribute('maxlength'));
    await box.fill('patient record '.repeat(300));
    await expect(dialog(page).getByText('Only the first 200 characters are searched.')).toBeVisible();
  });

  test('no accessibility violations with results open, in light and dark', async ({ page }) => {
    await page.goto('/docs');
    const found: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await hydrated(page);
      await chooseColourMode(page, mode);
      await openSearch(page);
      await search(page, 'patient');
      await page.keyboard.press('ArrowDown');
      // The active result's colours fade in: judge the ones it ends on.
      await finishTransitions(page);
      found.push(...formatViolations('search modal', mode, await axeViolations(page)));
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});

test.describe('the /search page', () => {
  test('reads the query from the address and keeps it there; its title says it searches the whole site', async ({
    page,
  }) => {
    await page.goto('/search?q=password%20policy');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search the whole site');
    const box = main.getByRole('searchbox', { name: 'Search for' });
    await expect(box).toHaveValue('password policy');
    await expect(page).toHaveTitle('“password policy”: search the whole site | Sanoria');
    await expect(main.getByText('found for “password policy”')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Policies');
    await expect(main.getByRole('link', { name: /^Password Policy/ }).first()).toHaveAttribute(
      'href',
      '/docs/policies/Password-Policy',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Typing a new query, or choosing a section, updates the address, so a search can be shared.
    await box.fill('HIPAA');
    await expect(page).toHaveURL(/\/search\?q=HIPAA$/);
    await main.getByRole('button', { name: /^Policies \d+$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=HIPAA&section=Policies$/);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Policies']);
    // Ten results at a time.
    const links = main.locator('section > ul > li > a');
    await expect(links).toHaveCount(10);
    // Clicked as a reader would, once the list in view has settled: the excerpts of the results
    // that come into view arrive after their titles, and the list grows under the button as they
    // do (CI once lost the click).
    const more = main.getByRole('button', { name: 'Show more results' });
    await more.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main section > ul > li [class*="placeholder"]')].every((placeholder) => {
        const { top, bottom } = placeholder.getBoundingClientRect();
        return bottom < 0 || top > window.innerHeight;
      }),
    );
    await more.click();
    await expect(links).toHaveCount(20);
  });

  test('without JavaScript: a plain GET form, popular pages, and a note that results need JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search?q=fhir');
    const main = page.getByRole('main');
    // (The note is in a <noscript>, which Playwright's text matching leaves out.)
    expect(await main.innerText()).toContain('Search results need JavaScript');
    await expect(main.getByRole('link', { name: 'SMART App Launch' })).toBeVisible();
    const form = main.getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search');
    await form.getByRole('searchbox').fill('smart backend');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=smart\+backend$/);
    await context.close();
  });

  test('the not-found page searches for the words of the missing path', async ({ page }) => {
    await page.goto('/docs/platfrom/subscription-filters.html');
    const link = page.getByRole('link', { name: /Search the site for/ });
    await expect(link).toHaveText('Search the site for “docs platfrom subscription filters”');
    await hydrated(page);
    await link.click();
    await expect(page).toHaveURL(/\/search\?q=docs\+platfrom\+subscription\+filters$/);
    // "platfrom" matches nothing; the pages that match the other words are found.
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Subscriptions/ })
        .first(),
    ).toBeVisible();
  });
});

test('the index is fetched only when search is first used, and from the site itself', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (PAGEFIND.test(request.url())) requests.push(request.url());
  });
  await page.goto('/docs/platform/search');
  await hydrated(page);
  await browserIdle(page);
  await searchButton(page).hover();
  await browserIdle(page);
  expect(requests, 'no index request before search is used').toEqual([]);
  await searchButton(page).click();
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

/**
 * Milliseconds from each key press to the results for the text typed so far, measured in the
 * page: from the key event's time to the moment the listbox names the new query. Counted from
 * the third key: one letter is not searched, and two are searched once the reader pauses
 * (INSTANT_WORD_LENGTH in src/data/search.ts).
 */
async function keystrokeLatencies(page: Page, word: string): Promise<number[]> {
  await searchBox(page).fill('');
  await page.evaluate(() => {
    const w = window as unknown as {
      __keyTimes: number[];
      __shown: Record<string, number>;
      __observer?: MutationObserver;
    };
    w.__keyTimes = [];
    w.__shown = {};
    if (w.__observer) return;
    document.addEventListener('keydown', (event) => w.__keyTimes.push(event.timeStamp), { capture: true });
    w.__observer = new MutationObserver(() => {
      const label = document.querySelector('[role="listbox"]')?.getAttribute('aria-label');
      if (label && !(label in w.__shown)) w.__shown[label] = performance.now();
    });
    w.__observer.observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      attributeFilter: ['aria-label'],
    });
  });
  for (let i = 1; i <= word.length; i += 1) {
    await page.keyboard.press(word[i - 1] ?? '');
    if (i > 1) await answered(page, word.slice(0, i));
  }
  const latencies = await page.evaluate((typed) => {
    const w = window as unknown as { __keyTimes: number[]; __shown: Record<string, number> };
    return w.__keyTimes.map(
      (at, i) => (w.__shown[`Results for “${typed.slice(0, i + 1)}”`] ?? Infinity) - at,
    );
  }, word);
  return latencies.slice(2);
}

const summary = (ms: number[]): string =>
  `max ${Math.max(...ms).toFixed(0)} ms (${ms.map((m) => m.toFixed(0)).join(', ')})`;

/**
 * Each key's latency as the better of two runs of the word: on a shared machine another
 * process can take the CPU for a moment; the better run shows what search itself costs.
 */
async function bestOfTwo(page: Page, word: string): Promise<number[]> {
  const runs: number[][] = [];
  for (let run = 0; run < 2; run += 1) runs.push(await keystrokeLatencies(page, word));
  return runs[0]?.map((_, key) => Math.min(...runs.map((latencies) => latencies[key] ?? Infinity))) ?? [];
}

test('once loaded, results follow each key within 100 ms, and within 300 ms on a CPU four times slower', async ({
  page,
}) => {
  await page.goto('/');
  await openSearch(page);
  // The first time, a key can wait for the network: the index chunks and result fragments a
  // new word needs. That is reported; the targets are for the search itself, once they are here.
  const cold = await keystrokeLatencies(page, 'patient');
  const warm = await bestOfTwo(page, 'patient');
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = await bestOfTwo(page, 'patient');
  await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const measured = `keystroke to results, first time (network included): ${summary(cold)}; once loaded: ${summary(warm)}; at 4× CPU throttling: ${summary(slow)}`;
  console.log(measured);
  test.info().annotations.push({ type: 'measured', description: measured });
  expect(Math.max(...warm), summary(warm)).toBeLessThanOrEqual(100);
  expect(Math.max(...slow), summary(slow)).toBeLessThanOrEqual(300);
});
