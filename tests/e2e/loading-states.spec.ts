/** Built-in states of the page chrome: skip link, progress bar, failures and fallbacks. */
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, isRouteChunk, loadedResources } from './helpers';

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

  test('on a slow network, the progress bar shows within 1 s of following a link that was not prefetched', async ({
    page,
  }) => {
    // Every JavaScript request takes 1.5 s, from the first page load on. The page says it is on
    // a data-saver connection, so Docusaurus prefetches nothing; the link is followed with the
    // keyboard, so no hover preloads it either. The route's code is then requested at the click.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }),
    );
    await page.route(/\.js$/, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const requestedBefore = await loadedResources(page);
    const routeChunk = page.waitForRequest(
      (request) => isRouteChunk(request.url()) && !requestedBefore.has(request.url()),
    );
    const link = page.locator('.navbar').getByRole('link', { name: 'Services', exact: true });
    await link.focus();
    const clicked = Date.now();
    await page.keyboard.press('Enter');
    await routeChunk;
    await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1000 });
    expect(Date.now() - clicked, 'the bar showed within 1 s of the click').toBeLessThan(1000);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('h1')).toHaveText(/services/i);
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('no progress bar when a route loads within 200 ms', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Preload the route's code (as hovering a link does), so following the link is instant.
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs');
    });
    await page.evaluate(() => {
      (window as unknown as { __progressShown: boolean }).__progressShown = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress'))
          (window as unknown as { __progressShown: boolean }).__progressShown = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const link = page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.locator('h1')).toBeVisible();
    // theme-classic starts the bar 200 ms after the route update and cancels that timer once the
    // route's code has loaded, before the new page renders: by now it either showed or never will.
    expect(
      await page.evaluate(() => (window as unknown as { __progressShown: boolean }).__progressShown),
    ).toBe(false);
  });

  test('a route whose code fails to load during navigation triggers a full page reload', async ({
    page,
    allowProblems,
  }) => {
    allowProblems();
    await page.goto('/');
    const loaded = await loadedResources(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.route(
      (url) => isRouteChunk(url.href) && !loaded.has(url.href),
      (route) => route.abort(),
    );
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/services'),
    );
    await page.locator('.navbar').getByRole('link', { name: 'Services', exact: true }).click();
    await reload;
    // The marker set on the old document is gone once the new one has loaded.
    await expect
      .poll(
        () =>
          page
            .evaluate(() =>
              (window as unknown as { __sameDocument?: boolean }).__sameDocument ? 'same' : 'reloaded',
            )
            .catch(() => 'navigating'),
        { timeout: 15_000 },
      )
      .toBe('reloaded');
    await expect(page.locator('h1')).toBeVisible();
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

  test('a page that crashes shows "This page crashed" with "Try again"', async ({
    page,
    allowProblems,
    pageWillNotHydrate,
  }) => {
    allowProblems();
    pageWillNotHydrate();
    // An unexpected browser failure: matchMedia throws, which the colour-mode code calls after render.
    await page.addInitScript(() => {
      window.matchMedia = () => {
        throw new Error('matchMedia is unavailable in this browser');
      };
    });
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/This page crashed/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('matchMedia is unavailable in this browser')).toBeVisible();
  });

  test('the base-URL warning shows when the site’s code and styles cannot load', async ({
    page,
    allowProblems,
    pageWillNotHydrate,
  }) => {
    allowProblems();
    pageWillNotHydrate();
    await page.route(/\/assets\/(js|css)\//, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('did not load properly')).toBeVisible();
    await expect(page.getByText(/wrong site/)).toBeVisible();
  });

  test('the base-URL warning stays hidden when the site loads', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('did not load properly')).toBeHidden();
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g', saveData: false }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`prefetching is skipped on a ${name} connection`, async ({ browser }) => {
      /** Scrolls a footer link into view and hovers it; returns the scripts requested for it. */
      const prefetched = async (conn: object | null): Promise<string[]> => {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width: 1280, height: 900 },
        });
        const p = await context.newPage();
        if (conn) {
          await p.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), conn);
        }
        // A page without code blocks: scrolling past one would load the highlighter.
        await p.goto('/about');
        await hydrated(p);
        const before = await loadedResources(p);
        const requests: string[] = [];
        p.on('request', (r) => {
          if (r.url().includes('/assets/js/') && !before.has(r.url())) requests.push(r.url());
        });
        const link = p.locator('footer').getByRole('link', { name: 'Scheduling' });
        // Docusaurus prefetches from each link's IntersectionObserver; an observer created after
        // it reports after it, so once this one has seen the link, Docusaurus has had its turn.
        const seen = link.evaluate(
          (element) =>
            new Promise<void>((resolve) => {
              new IntersectionObserver((entries, observer) => {
                if (entries.some((entry) => entry.isIntersecting)) {
                  observer.disconnect();
                  resolve();
                }
              }).observe(element);
            }),
        );
        await link.scrollIntoViewIfNeeded();
        await seen;
        await link.hover();
        const linkTags = await p.locator('head link[rel="prefetch"]').count();
        await context.close();
        return linkTags > 0 ? [...requests, `${linkTags} prefetch links`] : requests;
      };
      expect(await prefetched(null), 'prefetching happens on a normal connection').not.toEqual([]);
      expect(await prefetched(connection), `no prefetching on ${name}`).toEqual([]);
    });
  }
});
