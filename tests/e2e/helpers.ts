/** Small helpers shared by the browser tests. */
import { expect, type Page } from '@playwright/test';
import { DEFERRED_ATTRIBUTE } from '../../src/plugins/deferred-blocks/attribute';

/**
 * The localStorage key Docusaurus uses for a preference. With `future.v4`, keys are
 * namespaced per site (`theme-203`), so the tests find the key rather than hard-code it.
 */
export async function storageValue(page: Page, base: string): Promise<string | null> {
  return page.evaluate((name) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      if (key === name || new RegExp(`^${name.replace(/\./g, '\\.')}-[\\w]+$`).test(key)) {
        return localStorage.getItem(key);
      }
    }
    return null;
  }, base);
}

/** The colour mode the navbar toggle reports: light, dark or system. */
export async function currentColourMode(page: Page): Promise<string> {
  const label = (await colourToggle(page).getAttribute('aria-label')) ?? '';
  return /currently (\w+) mode/i.exec(label)?.[1]?.toLowerCase() ?? label;
}

export function colourToggle(page: Page) {
  return page.locator('.navbar').getByRole('button', { name: /mode/i });
}

/**
 * Clicks the colour-mode toggle until it reports `mode` (at most three clicks). On a phone the
 * toggle is in the menu: the menu is opened for it, and closed again if it was closed.
 */
export async function chooseColourMode(page: Page, mode: 'light' | 'dark' | 'system'): Promise<void> {
  const menuButton = page.locator('button.navbar__toggle');
  const navbar = page.locator('.navbar');
  const openMenu =
    (await menuButton.isVisible()) &&
    !/navbar-sidebar--show/.test((await navbar.getAttribute('class')) ?? '');
  if (openMenu) {
    await menuButton.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  }
  for (let i = 0; i < 3 && (await currentColourMode(page)) !== mode; i += 1) {
    await colourToggle(page).click();
  }
  expect(await currentColourMode(page)).toBe(mode);
  if (openMenu) {
    await page.locator('.navbar-sidebar__close').click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  }
}

/**
 * Waits until React has hydrated the page. The app's scripts load after the first paint
 * (src/ssr/template.ts), so `page.goto` can return before buttons respond: a test that clicks
 * or navigates inside the app right after loading a page waits for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The site's JavaScript files other than the two that every page loads first. */
export const isRouteChunk = (url: string): boolean =>
  /\/assets\/js\/.+\.js$/.test(url) && !/\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(url);

/** Every URL the page has loaded so far. */
export async function loadedResources(page: Page): Promise<Set<string>> {
  return new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
}

/** Moves the app to `path` as its router does, without loading a page (as a link in it would). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the browser is next idle (`requestIdleCallback`, which runs only once no task is
 * waiting). By then every task the page had already queued has run: a zero-delay timer, an
 * observer's first report, work the app put off until idle time. The event to wait for before
 * asserting that something did NOT happen, in place of a quiet period on the network.
 */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Resolves after the browser has rendered two more frames: by then what changed before the call
 * (a scroll, a resize, a DOM change) has been styled, laid out and drawn.
 */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Waits until a long page has laid out its deferred blocks (src/plugins/deferred-blocks): the
 * page drops its mark then. Checked in the page on every frame: a locator assertion re-checks
 * at growing intervals (up to 0.5 s apart).
 */
export async function blocksLaidOut(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.documentElement.hasAttribute(attribute),
    DEFERRED_ATTRIBUTE,
    {
      polling: 'raf',
    },
  );
}
