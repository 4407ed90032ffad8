/**
 * Every page in the sitemap, plus a search results page and the not-found page, served by the
 * production nginx configuration at 1440 px: it is complete (one non-empty h1, a title, a meta
 * description), loads under the enforced Content-Security-Policy with zero violations and zero
 * console errors, and axe finds no WCAG 2.2 AA violation in light or in dark (tests/lib/axe.ts;
 * the mode is switched with the site's toggle, which recolours the diagrams, under the policy
 * too). Its diagrams, if any, stay readable at 1440 px and then narrowed to 390 px
 * (tests/lib/diagram-checks.ts).
 * And the policy really is enforced. One visit per page checks all of it, the suite's one pass
 * over every page (tests/unit/routes.spec.ts checks that the sitemap lists exactly the pages in
 * the route manifest, tests/routes.ts).
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { inlineScripts } from '../../src/plugins/csp';
import { parseCsp, sitemapPaths } from '../lib/nginx';
import { fhirReferenceSample } from '../routes';
import { REFERENCE_PATH } from '../../src/plugins/fhir-reference/types';
import { expect, test } from '../e2e/fixtures';
import { browserIdle, hydrated } from '../e2e/helpers';
import { axeInBothModes } from '../lib/axe';
import { checkDiagrams, NARROW, WIDE } from '../lib/diagram-checks';
import { diagramPages } from '../lib/diagrams';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every `securitypolicyviolation` event on `window.__cspViolations`, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: unknown[] = [];
    Object.defineProperty(window, '__cspViolations', { value: store });
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/**
 * Waits until the page is settled: hydrated, the browser idle once (so the observers that start
 * lazy loads have reported and work put off until idle time has started), and every mermaid
 * diagram the app draws by now drawn. Diagrams are drawn after hydration when their box is on
 * screen, or within a screen of it once the reader has scrolled (src/theme/Mermaid): the boxes
 * that qualify are found with an IntersectionObserver with the same margin.
 */
async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await browserIdle(page);
  const near = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const boxes = [...document.querySelectorAll('[data-diagram]')];
        if (boxes.length === 0) return resolve([]);
        const observer = new IntersectionObserver(
          (entries) => {
            observer.disconnect();
            resolve(
              entries.filter((entry) => entry.isIntersecting).map((entry) => boxes.indexOf(entry.target)),
            );
          },
          { rootMargin: window.scrollY === 0 ? '0px' : '100% 0px' },
        );
        for (const box of boxes) observer.observe(box);
      }),
  );
  await page.waitForFunction((indices) => {
    const boxes = document.querySelectorAll('[data-diagram]');
    return (
      indices.every((i) => boxes[i]?.querySelector('.docusaurus-mermaid-container svg')) &&
      [...document.querySelectorAll('.docusaurus-mermaid-container')].every((el) => el.querySelector('svg'))
    );
  }, near);
}

/**
 * Every sitemap page, but of the FHIR reference's ~185 generated pages, which share three
 * templates, only a sample (tests/routes.ts): all of them would add minutes to CI, and
 * tests/unit/fhir-reference.spec.ts checks every page's content.
 */
const paths = sitemapPaths().filter(
  (pagePath) => !pagePath.startsWith(`${REFERENCE_PATH}/`) || fhirReferenceSample.includes(pagePath),
);
/** Each page's diagram titles, from the content. */
const diagramTitles = new Map(diagramPages().map(({ route, titles }) => [route, titles]));
const SEARCH_RESULTS = '/search?q=fhir';
const NOT_FOUND = '/no/such/page';

// A failure names its page and what is wrong; tracing every page would only cost CI time.
test.use({ viewport: WIDE, trace: 'off' });

test.describe('nginx: the Content-Security-Policy', () => {
  // One test per sitemap page: spread them over the workers.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  test('the sitemap lists the site (there is a build to check)', () => {
    expect(paths.length, 'pages in build/sitemap.xml').toBeGreaterThan(50);
  });

  for (const pagePath of [...paths, SEARCH_RESULTS, NOT_FOUND]) {
    const titles = diagramTitles.get(pagePath) ?? [];
    const diagrams = titles.length > 0 ? ', diagrams readable wide and narrow' : '';
    test(`${pagePath}: complete, zero CSP violations, zero axe violations in light and dark${diagrams}`, async ({
      page,
    }) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(pagePath === NOT_FOUND ? 404 : 200);
      const header = (await response?.headerValue('content-security-policy')) ?? '';
      const scriptSrc = parseCsp(header).get('script-src') ?? [];
      // Every inline script this page holds is allowed by its hash (and by nothing looser).
      for (const body of inlineScripts((await response?.text()) ?? '')) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scriptSrc, `the hash of an inline script on ${pagePath}`).toContain(hash);
      }
      // The page the reader ends up with is the hydrated one: check it, not the server HTML alone.
      await settle(page);
      // Search results come from the index (WebAssembly under this policy): wait for them.
      if (pagePath === SEARCH_RESULTS)
        await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).not.toBeEmpty();
      expect((await page.title()).trim().length, 'a <title>').toBeGreaterThan(0);
      if (pagePath !== NOT_FOUND) {
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0, 'a meta description').toBeGreaterThan(20);
      }
      expect(await violations(page)).toEqual([]);
      const accessibility = await axeInBothModes(page, pagePath);
      expect(accessibility, accessibility.join('\n')).toEqual([]);
      expect(await violations(page), 'CSP violations after the colour-mode change').toEqual([]);
      if (titles.length > 0) {
        await checkDiagrams(page, titles, '1440 px');
        await page.setViewportSize(NARROW);
        await checkDiagrams(page, titles, '390 px');
      }
    });
  }

  test('colour-mode changes, diagrams recolouring and client-side navigation cause no violations', async ({
    page,
  }) => {
    await page.goto('/docs/udhp');
    await settle(page);
    // Diagrams are drawn when they come into view (src/theme/Mermaid).
    await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    const nodeFill = () =>
      diagram
        .locator('.node rect')
        .first()
        .evaluate((element) => getComputedStyle(element).fill);
    const lightFill = await nodeFill();
    const toggle = page.locator('.navbar').getByRole('button', { name: /mode/i });
    await toggle.click();
    await toggle.click();
    // System (light here), then light, then dark: the diagram takes the dark mode's colours.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(nodeFill).not.toBe(lightFill);
    await settle(page);
    await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.locator('.navbar').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services/);
    // The new page has rendered (its title is set last).
    await expect(page).toHaveTitle('Services | Sanoria');
    await settle(page);
    expect(await violations(page)).toEqual([]);
  });

  test('the policy is enforced: an injected inline script and an inline handler are refused', async ({
    page,
    allowProblems,
  }) => {
    allowProblems(); // the refusals are logged as console errors, on purpose
    await page.goto('/');
    await settle(page);
    // What an injection would try: an inline <script>, and markup with an event-handler attribute.
    // (eval cannot be tried from here: DevTools' own evaluation is exempt from the page's CSP;
    // the header checks prove script-src has no 'unsafe-eval'.)
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script";';
      document.head.appendChild(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/img/favicon.svg" onload="window.__handler = true" alt="">';
      // The inline handler, had it been allowed, would run before a listener added after it.
      const image = holder.querySelector('img') as HTMLImageElement;
      const loaded = new Promise((resolve, reject) => {
        image.addEventListener('load', resolve);
        image.addEventListener('error', () => reject(new Error('the test image did not load')));
      });
      document.body.appendChild(holder);
      await loaded;
      const w = window as unknown as { __injected?: string; __handler?: boolean };
      return { script: w.__injected === 'script', handler: w.__handler === true };
    });
    expect(ran).toEqual({ script: false, handler: false });
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
  });
});
