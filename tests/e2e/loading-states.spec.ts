/**
 * Loading states the site's own code handles: the skip link, scripts after the first paint,
 * the phone drawer built in the background, and a first load whose code fails.
 */
import { expect, test } from './fixtures';
import { hydrated, isRouteChunk } from './helpers';

test.describe('loading states', () => {
  test('the skip link is the first tab stop and moves focus to the content', async ({ page }) => {
    await page.goto('/docs');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(/skip to main content/i);
    await expect(focused).toBeVisible();
    await page.keyboard.press('Enter');
    // Docusaurus moves the focus start point to <main>: the next Tab lands inside the content,
    // past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') !== null,
      inNavbar: document.activeElement?.closest('nav.navbar') !== null,
    }));
    expect(where).toEqual({ inMain: true, inNavbar: false });
  });

  test('the app’s scripts are requested after the first contentful paint is on screen', async ({
    page,
    request,
  }) => {
    // src/ssr/template.ts: no script in the page's HTML blocks or precedes the first paint.
    const html = await (await request.get('/docs/sdk')).text();
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    await page.goto('/docs/sdk');
    // The paint's `startTime` is when the frame reached the screen, which is what traces (and
    // Lighthouse's largest-paint estimate) go by: it can come tens of milliseconds after the frame
    // was drawn, so the loader waits for the paint entry, which is reported only then.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      main: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/js\/main\.\w+\.js$/.test(entry.name))?.startTime,
    }));
    expect(timing.paint, 'the browser reports its first contentful paint').toBeDefined();
    expect(timing.main, 'main.js was loaded').toBeDefined();
    expect(timing.main ?? 0).toBeGreaterThan(timing.paint ?? Infinity);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('a browser without paint timing still loads the app’s scripts and hydrates', async ({ page }) => {
    // src/ssr/template.ts falls back to the frame callback when PerformanceObserver is missing
    // (or refuses the paint type), and loads anyway after a second.
    await page.addInitScript(() => {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    });
    await page.goto('/docs/sdk');
    await hydrated(page);
    expect(await page.evaluate(() => 'PerformanceObserver' in window)).toBe(false);
  });

  test('on a phone, the navbar drawer is built in the background and opens', async ({ page }) => {
    // src/theme/Navbar/MobileSidebar: built when the browser is idle, not while hydrating.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/sdk');
    await hydrated(page);
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeAttached();
    await expect(drawer).toBeHidden();
    await page.locator('button.navbar__toggle').click();
    await expect(drawer.getByRole('link', { name: 'Services', exact: true })).toBeVisible();
  });

  test('a page whose code fails to load on first visit stays readable, and recovers on reload', async ({
    page,
    allowProblems,
    pageWillNotHydrate,
  }) => {
    allowProblems();
    pageWillNotHydrate(); // the reload's hydration is checked below
    let fail = true;
    await page.route(
      (url) => isRouteChunk(url.href),
      (route) => (fail ? route.abort() : route.continue()),
    );
    await page.goto('/docs/sdk');
    // The server-rendered page is still there to read: a static site never shows a blank page.
    const heading = await page.locator('h1').innerText();
    expect(heading.length).toBeGreaterThan(0);
    await expect(page.locator('article')).toBeVisible();
    fail = false;
    await page.reload();
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
});
