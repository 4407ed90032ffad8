/**
 * Every page in the sitemap loads under the enforced Content-Security-Policy with zero
 * violations and zero console errors, and the policy really is enforced.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { inlineScripts } from '../../src/plugins/csp';
import { parseCsp, sitemapPaths } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';

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

/** Waits until the page is settled, including mermaid diagrams, which render after hydration. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.docusaurus-mermaid-container')].every((el) => el.querySelector('svg')),
  );
}

const paths = sitemapPaths();

test.describe('nginx: the Content-Security-Policy', () => {
  // One test per sitemap page: spread them over the workers.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  test('the sitemap lists the site (there is a build to check)', () => {
    expect(paths.length, 'pages in build/sitemap.xml').toBeGreaterThan(50);
  });

  for (const pagePath of [...paths, '/no/such/page']) {
    test(`${pagePath} loads with zero CSP violations`, async ({ page }) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(pagePath === '/no/such/page' ? 404 : 200);
      const header = (await response?.headerValue('content-security-policy')) ?? '';
      const scriptSrc = parseCsp(header).get('script-src') ?? [];
      // Every inline script this page holds is allowed by its hash (and by nothing looser).
      for (const body of inlineScripts((await response?.text()) ?? '')) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scriptSrc, `the hash of an inline script on ${pagePath}`).toContain(hash);
      }
      await settle(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('colour-mode changes, mermaid re-rendering and client-side navigation cause no violations', async ({
    page,
  }) => {
    await page.goto('/docs/udhp');
    await settle(page);
    // Diagrams are drawn when they come into view (src/theme/Mermaid).
    await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    const toggle = page.locator('.navbar').getByRole('button', { name: /mode/i });
    await toggle.click();
    await toggle.click();
    await settle(page);
    await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.locator('.navbar').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services/);
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
      document.body.appendChild(holder);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const w = window as unknown as { __injected?: string; __handler?: boolean };
      return { script: w.__injected === 'script', handler: w.__handler === true };
    });
    expect(ran).toEqual({ script: false, handler: false });
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
  });
});
