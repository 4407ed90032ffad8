/**
 * Analytics consent, against a build made with GTM_CONTAINER_ID set. Every request to a
 * host other than this machine is intercepted, recorded and answered locally (never sent).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { browserIdle, hydrated } from '../e2e/helpers';
import { consentBuildServed, TEST_CONTAINER_ID } from '../lib/consent-build';
import { axeInBothModes } from '../lib/axe';

const PAGES = ['/', '/docs', '/services/archiva', '/docs/policies/Password-Policy'];

async function recordThirdParty(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    },
  );
  return requests;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });

const dataLayer = (page: Page): Promise<Record<string, unknown>[]> =>
  page.evaluate(
    () =>
      JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Record<
        string,
        unknown
      >[],
  );

const pageViews = async (page: Page): Promise<unknown[]> =>
  (await dataLayer(page)).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path);

const DATA_LAYER_LOG = 'test.dataLayer';

/**
 * Logs every dataLayer push to sessionStorage, with 'document' at the start of each page load,
 * so a test can read after a reload what the page pushed before it (sessionStorage is per tab).
 */
async function logDataLayer(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    // The top document only: a frame would add a 'document' marker of its own.
    if (window !== window.top) return;
    const log = (entry: unknown): void => {
      const entries = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      entries.push(entry);
      sessionStorage.setItem(key, JSON.stringify(entries));
    };
    log('document');
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]): number => {
      for (const item of items) log(JSON.parse(JSON.stringify(item)));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, DATA_LAYER_LOG);
}

/** The Consent Mode updates pushed in each page load of this tab, oldest load first. */
async function consentUpdatesByLoad(page: Page): Promise<Record<string, unknown>[][]> {
  const entries = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[],
    DATA_LAYER_LOG,
  );
  const loads: Record<string, unknown>[][] = [];
  for (const entry of entries) {
    if (entry === 'document') loads.push([]);
    const update = entry as Record<string, unknown>;
    if (update['0'] === 'consent' && update['1'] === 'update')
      loads.at(-1)?.push(update['2'] as Record<string, unknown>);
  }
  return loads;
}

/** Sets the cookies Google Analytics sets, host-only and on the domain, and one that is not analytics. */
async function setAnalyticsCookies(page: Page): Promise<void> {
  await page.evaluate(() => {
    const domain = `; domain=.${window.location.hostname}`;
    for (const cookie of [
      '_ga=GA1.1.1.1',
      `_ga=GA1.1.2.2${domain}`,
      `_ga_TEST123=GS1.1${domain}`,
      `_gid=GA1.1.3${domain}`,
      '_gat_UA1=1',
      'unrelated=kept',
    ]) {
      document.cookie = `${cookie}; path=/`;
    }
  });
}

const cookieNames = async (context: BrowserContext): Promise<string[]> =>
  (await context.cookies()).map((cookie) => cookie.name).sort();

/**
 * Checks a tab after consent was withdrawn: it pushed a denied update before it reloaded, and
 * the reloaded page neither adds nor requests the tag manager.
 */
async function expectWithdrawn(page: Page, gtmRequests: () => string[]): Promise<void> {
  await hydrated(page);
  const navigation = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
  );
  expect(navigation).toBe('reload');
  const [before, after, ...more] = await consentUpdatesByLoad(page);
  expect(more).toEqual([]);
  expect(before?.map((update) => update.analytics_storage)).toEqual(['granted', 'denied']);
  expect(before?.at(-1)).toEqual({
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  expect(after).toEqual([]);
  // The effect that would load the tag manager runs in the commit after hydration: done once idle.
  await browserIdle(page);
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('script[data-sanoria-gtm]')).toHaveCount(0);
  expect(gtmRequests()).toEqual([]);
}

test.describe('consent before analytics', () => {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await consentBuildServed();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`axe finds no WCAG 2.2 AA violation with the banner showing, light and dark, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/docs/udhp');
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
      const found = await axeInBothModes(page, '/docs/udhp (consent banner)');
      expect(found, found.join('\n')).toEqual([]);
      await expect(banner(page)).toBeVisible();
    });
  }

  test('no third-party request before consent, on four different pages', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context);
    for (const route of PAGES) {
      await page.goto(route);
      await hydrated(page);
      // The banner renders in the commit that would load the tag manager had consent been given.
      await expect(banner(page)).toBeVisible();
    }
    expect(thirdParty).toEqual([]);
  });

  test('the banner is accessible: Accept and Reject alike, a privacy link, the skip link still first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs');
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const accept = region.getByRole('button', { name: 'Accept' });
    const reject = region.getByRole('button', { name: 'Reject' });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a?.height).toBe(r?.height);
    expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThan(2);
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
    await expect(region.getByRole('link', { name: /cookies and analytics/ })).toHaveAttribute(
      'href',
      '/privacy#cookies-and-analytics-consent',
    );
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/skip to main content/i);
    // The banner does not cover the end of the page: the body is padded by its height.
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(Math.floor((await region.boundingBox())?.height ?? 0));
    await reject.focus();
    await page.keyboard.press('Enter');
    await expect(region).toBeHidden();
  });

  test('Consent Mode v2 defaults are denied before anything loads', async ({ page }) => {
    await page.goto('/');
    const defaults = (await dataLayer(page)).find((entry) => entry['0'] === 'consent');
    expect(defaults?.['1']).toBe('default');
    expect(defaults?.['2']).toMatchObject({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  test('Accept loads the tag manager now and on later visits', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context);
    await page.goto('/docs');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty[0]).toContain(`googletagmanager.com/gtm.js?id=${TEST_CONTAINER_ID}`);
    expect(JSON.stringify(await dataLayer(page))).toContain('"analytics_storage":"granted"');
    await page.goto('/services');
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    // The page adds the container once (the script is marked so it is never added twice) ...
    await expect(page.locator('script[data-sanoria-gtm]')).toHaveCount(1);
    // ... and its request reaches the recorder: one per page load, two in all.
    await expect.poll(() => thirdParty.filter((url) => url.includes('gtm.js'))).toHaveLength(2);
  });

  test('Reject is remembered and nothing loads across navigations', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    for (const route of PAGES) {
      await page.goto(route);
      // The server renders no banner: only after hydration does hidden mean "not asked again".
      await hydrated(page);
      await expect(banner(page)).toBeHidden();
    }
    await page.locator('.navbar').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveTitle('Services | Sanoria');
    // A page_view is pushed from a timer queued as the route updated: it has run once the browser idles.
    await browserIdle(page);
    expect(thirdParty).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
  });

  test('Global Privacy Control counts as a rejection: no prompt, nothing loads', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    );
    const thirdParty = await recordThirdParty(context);
    for (const route of PAGES) {
      await page.goto(route);
      await hydrated(page);
      await expect(banner(page)).toBeHidden();
    }
    // Reopened from the footer, the banner says why analytics stays off.
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(banner(page)).toContainText('Global Privacy Control');
    await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(thirdParty).toEqual([]);
  });

  test('"Cookie preferences" reopens the choice, and a new consent version asks again', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Analytics cookies' })).toBeFocused();
    await expect(banner(page)).toContainText('Your current choice: rejected');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => thirdParty.length).toBe(1);
    // A choice stored under an older consent version does not count.
    await page.evaluate(() =>
      localStorage.setItem(
        'sanoria.consent',
        JSON.stringify({ version: 0, choice: 'granted', at: '2025-01-01' }),
      ),
    );
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('client-side route changes push page_view once analytics is allowed', async ({ page, context }) => {
    await recordThirdParty(context);
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect.poll(() => pageViews(page)).toEqual(['/docs']);
    await page.locator('.navbar').getByRole('link', { name: 'Services', exact: true }).click();
    await expect.poll(() => pageViews(page)).toEqual(['/docs', '/services']);
  });

  test('Reject after Accept withdraws consent at once: denied update, cookies deleted, reload without the tag manager', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await logDataLayer(context);
    await page.goto('/docs');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => thirdParty.length).toBe(1);
    await setAnalyticsCookies(page);
    expect(await cookieNames(context)).toEqual(
      expect.arrayContaining(['_ga', '_ga_TEST123', '_gid', '_gat_UA1']),
    );
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await reloaded;
    await expectWithdrawn(page, () => thirdParty.slice(1));
    expect(await cookieNames(context)).toEqual(['unrelated']);
  });

  test('Reject in one tab withdraws consent in another open tab too', async ({ page, context }) => {
    const thirdParty = await recordThirdParty(context);
    await logDataLayer(context);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await other.goto('/docs');
    await hydrated(other);
    await expect.poll(() => thirdParty.length).toBe(2);
    await setAnalyticsCookies(other);
    const reloads = Promise.all([page.waitForEvent('load'), other.waitForEvent('load')]);
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await reloads;
    // The other tab learnt of the choice only from the storage event, and withdrew by itself.
    await expectWithdrawn(other, () => thirdParty.slice(2));
    await expectWithdrawn(page, () => thirdParty.slice(2));
    expect(await cookieNames(context)).toEqual(['unrelated']);
    expect(otherErrors).toEqual([]);
  });

  test('garbage in the stored choice never breaks the page: it asks again and loads nothing', async ({
    page,
    context,
  }) => {
    const thirdParty = await recordThirdParty(context);
    await page.goto('/');
    for (const garbage of ['{not json', 'null', '{"version":1,"choice":"yes"}']) {
      await page.evaluate((value) => localStorage.setItem('sanoria.consent', value), garbage);
      await page.reload();
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
    }
    expect(thirdParty).toEqual([]);
  });

  test('the site works with storage blocked: a choice holds for the page, and withdrawing it still works', async ({
    page,
    context,
    allowProblems,
    problems,
  }) => {
    // Docusaurus warns once that storage is unavailable; any other problem still fails.
    allowProblems();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    const thirdParty = await recordThirdParty(context);
    await page.goto('/docs');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => thirdParty.length).toBe(1);
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await reloaded;
    await hydrated(page);
    // Nothing could be kept, so the reloaded page asks again, loading nothing meanwhile.
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    expect(thirdParty).toHaveLength(1);
    expect(problems.filter((p) => !p.includes('Docusaurus browser storage is not available'))).toEqual([]);
  });
});
