/**
 * The browser side of the Content-Security-Policy tests (tests/e2e-nginx): every
 * `securitypolicyviolation` a page raises is recorded from its first script on, and a page is
 * "settled" once it has hydrated, gone idle and drawn the diagrams near the screen.
 */
import type { Page } from '@playwright/test';
import { browserIdle, hydrated } from '../e2e/helpers';

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Records every `securitypolicyviolation` event on `window.__cspViolations`, from the first script on. */
export async function recordViolations(page: Page): Promise<void> {
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

export function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/**
 * Waits until the page is settled: hydrated, the browser idle once (so the observers that start
 * lazy loads have reported and work put off until idle time has started), and every mermaid
 * diagram the app draws by now drawn. Diagrams are drawn after hydration when their box is on
 * screen, or within a screen of it once the reader has scrolled (src/theme/Mermaid): the boxes
 * that qualify are found with an IntersectionObserver with the same margin.
 */
export async function settle(page: Page): Promise<void> {
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
