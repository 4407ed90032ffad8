/**
 * The browser tests' `test`: every page a test opens is watched for console errors and
 * warnings, uncaught exceptions and failed requests, and the test fails if any happened,
 * unless the test provokes them on purpose and says so with `allowProblems()`.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface Watcher {
  problems: string[];
  allowed: boolean;
}

export const test = base.extend<{ watcher: Watcher; allowProblems: () => void; problems: string[] }>({
  // eslint-disable-next-line no-empty-pattern
  watcher: async ({}, use) => {
    await use({ problems: [], allowed: false });
  },
  allowProblems: async ({ watcher }, use) => {
    await use(() => {
      watcher.allowed = true;
    });
  },
  problems: async ({ watcher }, use) => {
    await use(watcher.problems);
  },
  page: async ({ page, watcher }, use) => {
    watch(page, watcher.problems);
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

export { expect };
