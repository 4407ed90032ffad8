/**
 * Nothing moves while a reader scrolls (issue 23): down a long page with diagrams, code and
 * tables and back up again, as a mouse wheel does, the layout shifts add up to less than 0.01
 * (the Layout Instability API's score, as CLS counts it; "good" is under 0.1). Diagrams hold
 * their estimated space until they are drawn and out of view (src/components/DiagramViewer),
 * code blocks render for real as they near the view (src/theme/CodeBlock), and deferred blocks
 * take their height under scroll anchoring (src/plugins/deferred-blocks).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, twoFrames } from './helpers';

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, with what moved, on `window.__shifts`. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.defineProperty(window, '__shifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            const name = element
              ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${element.closest('[data-diagram]') ? ' (in a diagram)' : ''}`
              : 'text';
            return `${name} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}×${Math.round(from.height)} → ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}×${Math.round(to.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Wheels the page by `dy` and waits two frames, so the browser has drawn what came into view. */
async function wheel(page: Page, dy: number): Promise<void> {
  await page.mouse.wheel(0, dy);
  await twoFrames(page);
}

const PAGES = ['/docs/integration/hl7-interfacing', '/docs/udhp'];
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

for (const route of PAGES) {
  for (const viewport of WIDTHS) {
    test(`${route} at ${viewport.width} px: scrolling down and back up shifts nothing`, async ({ page }) => {
      // About forty wheel steps, each waiting for two frames: 9 s alone, three times that beside
      // the other tests on two cores. Mostly waiting, so a longer time limit costs CI nothing.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await recordShifts(page);
      await page.goto(route);
      await hydrated(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      // Most of a screen per step: drawing and rendering what comes into view must keep up.
      const step = Math.round(viewport.height * 0.9);
      const atBottom = () =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
      let steps = 0;
      while (!(await atBottom()) && steps < 200) {
        await wheel(page, step);
        steps += 1;
      }
      expect(steps, 'the page is long enough to scroll').toBeGreaterThan(3);
      while ((await page.evaluate(() => window.scrollY)) > 0 && steps < 400) {
        await wheel(page, -step);
        steps += 1;
      }
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      const report = shifts
        .map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(', ')}`)
        .join('\n');
      expect(total, `layout shifts while scrolling:\n${report}`).toBeLessThan(0.01);
    });
  }
}
