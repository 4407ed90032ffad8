/**
 * Site search as production serves it (nginx, deploy/nginx): what a fresh visit's first search
 * costs over the wire, and that it runs under the enforced Content-Security-Policy, whose one
 * allowance for it is 'wasm-unsafe-eval' (Pagefind's engine is WebAssembly).
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { browserIdle, hydrated } from '../e2e/helpers';

/** The budget for a first search: everything fetched from opening the modal to its results. */
const FIRST_SEARCH_BUDGET = 150 * 1000;

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

/** Counts the bytes each request moves over the network (compressed, headers included). */
function recordTransfers(cdp: CDPSession): { files: Map<string, number>; pending: Set<string> } {
  const urls = new Map<string, string>();
  const files = new Map<string, number>();
  const pending = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, new URL(request.url).pathname);
    pending.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId) ?? requestId;
    files.set(url, (files.get(url) ?? 0) + encodedDataLength);
    pending.delete(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => pending.delete(requestId));
  return { files, pending };
}

/**
 * Types as a quick reader does, ten keys a second (each prefix searched on the way), and
 * waits for the results of the whole word. The page keeps the rhythm with its own timers: a
 * pause of SETTLE_MS between two keys rightly fetches the excerpts of a prefix's results, and
 * keys sent from here could pause that long whenever this machine is busy.
 */
async function typeQuery(page: Page, query: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the site' }).evaluate(
    (input, text) =>
      new Promise<void>((resolve) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        let typed = 0;
        const key = (): void => {
          typed += 1;
          setValue?.call(input, text.slice(0, typed));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          if (typed < text.length) window.setTimeout(key, 100);
          else resolve();
        };
        key();
      }),
    query,
  );
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-label', `Results for “${query}”`);
}

test('a fresh visit’s first search transfers at most 150 KB, compressed, beyond the page itself', async ({
  page,
}) => {
  await page.goto('/docs/sdk');
  await hydrated(page);
  await browserIdle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const { files, pending } = recordTransfers(cdp);
  await page.locator('.navbar').getByRole('button', { name: 'Search' }).click();
  await typeQuery(page, 'patient');
  // The first results' excerpts come once the reader pauses; then everything has arrived.
  await expect(page.getByRole('listbox').getByRole('option').first().locator('mark').first()).toBeVisible();
  await expect.poll(() => pending.size).toBe(0);
  const total = [...files.values()].reduce((sum, bytes) => sum + bytes, 0);
  const list = [...files].map(([url, bytes]) => `${url} ${kb(bytes)}`).join('\n  ');
  const measured = `first search for “patient”: ${kb(total)} in ${files.size} requests, response headers included`;
  console.log(measured);
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
    page
      .getByRole('main')
      .getByRole('link', { name: /^HL7 v2 interfacing/ })
      .first(),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});
