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
import { hydrated } from '../e2e/helpers';

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
