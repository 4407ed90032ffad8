/**
 * Visual regression (issue 23): the first screen of key pages at 390 and 1440 px, light and dark,
 * against committed baselines in visual.spec.ts-snapshots/. A layout change shows up here as a
 * failing diff (test-results/ holds expected, actual and diff). After an intended change, look at
 * the new screenshots, then update the baselines with
 *   npx playwright test --project=e2e tests/e2e/visual.spec.ts --update-snapshots
 * Baselines are made with Debian's Chromium on Linux, as CI runs it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { browserIdle, chooseColourMode, hydrated } from './helpers';

const pages: Record<string, string> = {
  home: '/',
  docs: '/docs',
  'docs-page': '/docs/platform/fhir-datastore',
  'workflow-guide': '/docs/workflows/medications',
  'policy-index': '/docs/policies',
  policy: '/docs/policies/Change-Management-Policy',
  services: '/services',
  service: '/services/medicus',
  blog: '/blog',
  'blog-post': '/blog/2024/09/17/cork-gp-group-migration',
  about: '/about',
  serve: '/serve',
};

/** Settled: fonts loaded, images decoded, and the browser idle after the last layout. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  await browserIdle(page);
}

test.use({ trace: 'off' });

for (const [name, route] of Object.entries(pages)) {
  test(`first screen looks as committed: ${name} (${route})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(route);
    await hydrated(page);
    for (const [width, modes] of [
      [1440, ['light', 'dark']],
      [390, ['dark', 'light']],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const mode of modes) {
        // The site's own toggle, so that everything that follows the mode (the logo) follows it.
        await chooseColourMode(page, mode);
        await page.mouse.move(0, 0);
        await settled(page);
        await expect(page).toHaveScreenshot(`${name}-${width}-${mode}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          maxDiffPixelRatio: 0.002,
        });
      }
    }
  });
}
