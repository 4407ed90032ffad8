/**
 * The browser tests' `test`: every page a test opens is watched for console errors and
 * warnings, uncaught exceptions and failed requests, and the test fails if any happened,
 * unless the test provokes them on purpose and says so with `allowProblems()`. Navigations wait
 * for the app to hydrate (see `waitForHydrationAfterNavigation`), except with JavaScript disabled
 * or after `pageWillNotHydrate()`, for a test that stops the scripts on purpose.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { assertChromium } from '../lib/chromium';

interface Watcher {
  problems: string[];
  allowed: boolean;
  /** Whether navigations wait for hydration. */
  hydrates: boolean;
}

export const test = base.extend<
  {
    watcher: Watcher;
    allowProblems: () => void;
    pageWillNotHydrate: () => void;
    problems: string[];
  },
  { chromiumReady: boolean }
>({
  // Before a worker launches the browser: a missing Chromium fails with what to install.
  chromiumReady: [
    async ({ browserName }, use) => {
      if (browserName === 'chromium') assertChromium();
      await use(true);
    },
    { scope: 'worker', auto: true },
  ],
  watcher: async ({ javaScriptEnabled }, use) => {
    await use({ problems: [], allowed: false, hydrates: javaScriptEnabled !== false });
  },
  allowProblems: async ({ watcher }, use) => {
    await use(() => {
      watcher.allowed = true;
    });
  },
  pageWillNotHydrate: async ({ watcher }, use) => {
    await use(() => {
      watcher.hydrates = false;
    });
  },
  problems: async ({ watcher }, use) => {
    await use(watcher.problems);
  },
  page: async ({ page, watcher }, use) => {
    watch(page, watcher.problems);
    waitForHydrationAfterNavigation(page, () => watcher.hydrates);
    await use(page);
    if (!watcher.allowed) {
      expect(watcher.problems, 'console errors, page errors or failed requests').toEqual([]);
    }
  },
});

function watch(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    // The browser logs the not-found page's own 404 document; that status is intended.
    const documentNotFound = /status of 404/.test(message.text()) && message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !documentNotFound) {
      problems.push(`console.${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // A request the browser cancels because the visitor navigated away is not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    // The not-found page answers 404 on purpose; any other failed response is a problem.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
    }
  });
}

/** How long a navigation waits for the app to hydrate before handing the page to the test. */
const HYDRATION_GRACE_MS = 5_000;

/**
 * The app's scripts load after the first paint (src/ssr/template.ts), so the `load` event that
 * `page.goto` waits for can come before React has hydrated, while buttons do nothing yet. A
 * reader waits for the page to respond; so do the tests: after `goto`, `reload`, `goBack` and
 * `goForward` to an HTML page, wait until `<html data-has-hydrated="true">`. The wait is
 * bounded and does not fail (the tests that need a hydrated page fail on their own assertions
 * if it never comes); it is skipped while `hydrates()` is false, so a page that cannot hydrate
 * (JavaScript disabled, scripts blocked on purpose) does not cost the grace period.
 */
function waitForHydrationAfterNavigation(page: Page, hydrates: () => boolean): void {
  const hydrated = async () => {
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
        timeout: HYDRATION_GRACE_MS,
      })
      .catch(() => undefined);
  };
  const wrap = <A extends unknown[]>(
    navigate: (...args: A) => ReturnType<Page['goto']>,
  ): ((...args: A) => ReturnType<Page['goto']>) => {
    return async (...args: A) => {
      const response = await navigate(...args);
      const type = response?.headers()['content-type'] ?? '';
      if (hydrates() && (response === null || type.includes('text/html'))) await hydrated();
      return response;
    };
  };
  page.goto = wrap(page.goto.bind(page));
  page.reload = wrap(page.reload.bind(page));
  page.goBack = wrap(page.goBack.bind(page));
  page.goForward = wrap(page.goForward.bind(page));
}

export { expect };
