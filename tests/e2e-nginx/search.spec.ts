/**
 * Site search as production serves it (nginx, deploy/nginx): what a fresh visit's first search
 * costs over the wire (Pagefind's Component UI, its engine and the index chunks the query
 * needs), and that it runs under the enforced Content-Security-Policy, whose one allowance for
 * it is 'wasm-unsafe-eval' (Pagefind's engine is WebAssembly, in a worker of its own).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { browserIdle, hydrated } from '../e2e/helpers';

/** The budget for a first search: everything fetched from opening the modal to its first results. */
const FIRST_SEARCH_BUDGET = 300 * 1000;

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Counts the bytes each request moves over the network (compressed body and headers), the
 * search worker's included (Pagefind fetches its engine and index from a worker of its own,
 * which a page's CDP session does not see; Playwright reports workers' requests with the page's).
 */
function recordTransfers(page: Page): { files: Map<string, number>; pending: Set<Request> } {
  const files = new Map<string, number>();
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', (request) => {
    void request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
      const address = new URL(request.url());
      // Our own files by path; anything from elsewhere by its whole address.
      const url = address.origin === new URL(page.url()).origin ? address.pathname : address.href;
      files.set(url, (files.get(url) ?? 0) + responseBodySize + responseHeadersSize);
      pending.delete(request);
    });
  });
  return { files, pending };
}

test('a fresh visit’s first search transfers at most 300 KB, compressed, beyond the page itself', async ({
  page,
}) => {
  await page.goto('/docs/sdk');
  await hydrated(page);
  await browserIdle(page);
  const { files, pending } = recordTransfers(page);
  await page.locator('.navbar').getByRole('button', { name: 'Search' }).click();
  await page.locator('pagefind-modal dialog[open]').getByRole('searchbox').pressSequentially('patient');
  await expect(page.locator('pagefind-modal .pf-result-excerpt mark').first()).toBeVisible();
  await expect.poll(() => pending.size).toBe(0);
  const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
  const list = [...files].map(([url, bytes]) => `${url} ${kb(bytes)}`).join('\n  ');
  const measured = `first search for “patient”: ${kb(total)} in ${files.size} requests, response headers included`;
  console.log(`${measured}:\n  ${list}`);
  test.info().annotations.push({ type: 'measured', description: measured });
  expect(total, `first search transferred ${kb(total)}:\n  ${list}`).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET);
  // Nothing came from elsewhere: the index is the site's own.
  expect([...files.keys()].filter((url) => url.startsWith('http'))).toEqual([]);
});

test('search runs under the enforced policy: no violation, the engine compiled', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  const response = await page.goto('/search?q=MLLP');
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await expect(
    page.getByRole('main').locator('.pf-result-link', { hasText: 'HL7 v2 interfacing' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});
