/**
 * The Content-Security-Policy in a browser, under the production nginx configuration: what
 * happens after a page loads (a colour-mode change recolouring diagrams, client-side navigation)
 * raises no violation, and the policy really is enforced. Each template's first load is checked
 * in tests/e2e-nginx/templates.spec.ts; every inline script's hash in tests/unit/pages.spec.ts.
 */
import { expect, test } from '../e2e/fixtures';
import { recordViolations, settle, violations } from '../lib/csp-violations';

test.describe('nginx: the Content-Security-Policy after the first load', () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

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
