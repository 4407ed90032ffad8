/**
 * First-visit JavaScript, measured in the browser as readers pay for it: the compressed bytes
 * (Resource Timing's `encodedBodySize`) of every script the page ran to hydrate, served by the
 * production nginx configuration (which sends the build's precompressed copies). Only scripts
 * (`initiatorType` "script") count, not the chunks Docusaurus prefetches through
 * `<link rel="prefetch">` for the links in view: those start around hydration, and how many
 * finish first depends on the machine's load (three runs counted 176, 198 and 468 KB with them). Each page's budget is in tests/budget.json: a measurement plus 5 %. When a change
 * legitimately grows a page, measure again (the failure message and the test's annotation give
 * the new size) and update both numbers in the same commit, saying why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/content';
import { expect, test } from '../e2e/fixtures';
import { browserIdle, hydrated } from '../e2e/helpers';

interface Budget {
  page: string;
  what: string;
  measuredBytes: number;
  budgetBytes: number;
}

const { firstVisitJavaScript: budgets } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tests/budget.json'), 'utf8'),
) as { firstVisitJavaScript: Budget[] };

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

test.use({ trace: 'off' });

for (const budget of budgets) {
  test(`first-visit JavaScript of ${budget.what} (${budget.page}) stays within budget`, async ({ page }) => {
    // The moment React marks the page hydrated, on the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        observer.disconnect();
        // The document, not <html>: an init script runs before the root element exists.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto(budget.page);
    await hydrated(page);
    const entries = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) =>
            new URL(entry.name).pathname.endsWith('.js') &&
            entry.initiatorType === 'script' &&
            entry.responseEnd <= hydratedAt,
        )
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          encoded: entry.encodedBodySize,
          decoded: entry.decodedBodySize,
        }));
    });
    // A script both preloaded and then run is listed twice; the reader fetched it once.
    const scripts = [...new Map(entries.map((entry) => [entry.file, entry])).values()];
    expect(scripts.length, 'scripts loaded before hydration').toBeGreaterThan(0);
    // Every script of 1 KB or more went out compressed, as a reader's browser gets it (smaller
    // ones are not worth it: the build precompresses text from 1 KB, src/plugins/precompress).
    const uncompressed = scripts.filter(
      (script) => script.decoded >= 1024 && script.encoded >= script.decoded,
    );
    expect(uncompressed, 'scripts sent without compression').toEqual([]);
    const total = scripts.reduce((sum, script) => sum + script.encoded, 0);
    const list = scripts.map((s) => `${s.file} (${kb(s.encoded)})`).join('\n  ');
    test.info().annotations.push({
      type: 'measured',
      description: `${budget.page}: ${total} bytes compressed (${kb(total)}) in ${scripts.length} scripts`,
    });
    expect(
      total,
      `${budget.page} loads ${total} bytes of compressed JavaScript (${kb(total)}) before hydrating, budget ${budget.budgetBytes}:\n  ${list}`,
    ).toBeLessThanOrEqual(budget.budgetBytes);
  });
}

const { firstRun } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/budget.json'), 'utf8')) as {
  firstRun: Budget;
};

test(`the sandbox's first Run (${firstRun.page}) downloads within budget`, async ({ page, context }) => {
  await page.goto(firstRun.page);
  await hydrated(page);
  const bar = page
    .locator('div')
    .filter({ has: page.getByRole('button', { name: 'Run', exact: true }) })
    .filter({ hasText: /^Run\s*Runs GET / })
    .first();
  // Scrolled to and settled first: the links it brings on screen prefetch their pages' code,
  // which is the scroll's cost, not the Run's (under load, those landed after the press).
  await bar.scrollIntoViewIfNeeded();
  await browserIdle(page);
  // Everything the page and its worker fetch from the press on: Resource Timing would miss the
  // worker's own requests, which the browser context reports.
  const fetched: { url: string; bytes: Promise<number> }[] = [];
  // A worker's own script can report no body size: its Content-Length (nginx's precompressed
  // copy) counts then.
  context.on('requestfinished', (request) =>
    fetched.push({
      url: new URL(request.url()).pathname,
      bytes: request
        .sizes()
        .then(
          async (sizes) =>
            sizes.responseBodySize || Number((await request.response())?.headers()['content-length'] ?? 0),
        ),
    }),
  );
  await bar.getByRole('button', { name: 'Run' }).click();
  await expect(bar.getByRole('region', { name: 'Response' })).toContainText('200 OK');
  const sizes = await Promise.all(fetched.map(async ({ url, bytes }) => ({ url, bytes: await bytes })));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const list = sizes.map((s) => `${s.url} (${kb(s.bytes)})`).join('\n  ');
  test.info().annotations.push({
    type: 'measured',
    description: `first Run: ${total} bytes compressed (${kb(total)}) in ${sizes.length} requests:\n  ${list}`,
  });
  expect(sizes.length, 'requests the first Run made').toBeGreaterThan(0);
  expect(total, `the first Run downloads ${kb(total)}:\n  ${list}`).toBeLessThanOrEqual(firstRun.budgetBytes);
});
