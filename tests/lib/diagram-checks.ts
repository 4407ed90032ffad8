/**
 * Browser checks that a page's diagrams stay readable (src/components/DiagramViewer): no text in
 * a drawn diagram is smaller than 12 px (10 px on a desktop screen), and a diagram too wide for its column at that size
 * scrolls in a named region that says so. Run on every page with a diagram, at 1440 and 390 px
 * (tests/e2e/diagrams.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };
/**
 * The smallest text: 12 px, or 10 px on a desktop screen (997 px and wider), where a diagram a
 * little too wide for its column fits it. Layout rounds sizes to 1/64 px; the viewer rounds its
 * minimum width up, not down.
 */
const minTextPx = (viewportWidth: number): number => (viewportWidth >= 997 ? 10 : 12) - 0.01;
export const SCROLL_HINT = 'Scroll sideways or open full screen';

/** A drawn diagram: the SVG Mermaid puts in a frame. */
export const drawing = (frame: Locator): Locator => frame.locator('.docusaurus-mermaid-container > svg');

/**
 * Waits until `count` diagrams are drawn. Checked in the page on every frame: a locator
 * assertion re-checks at growing intervals (up to 0.5 s apart), so a drawing ready after
 * 0.45 s was seen at 0.8 s, on every page with a diagram.
 */
export async function diagramsDrawn(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelectorAll('[data-diagram] .docusaurus-mermaid-container > svg').length === expected,
    count,
    { polling: 'raf' },
  );
}

/**
 * What is wrong with the page's drawn diagrams, one line each, measured in one pass in the page:
 * text drawn smaller than 12 px (each text's computed font size, in the SVG's units, times the
 * SVG's current scale, its drawn width over its viewBox width), and a scroll cue that does not
 * match: a diagram wider than its box is a named, focusable region with a visible hint and, at
 * its start, a faded right edge; one that fits is none of these.
 */
function diagramProblems({
  titles,
  hintText,
  minPx,
}: {
  titles: readonly string[];
  hintText: string;
  minPx: number;
}): string[] {
  const problems: string[] = [];
  const frames = [...document.querySelectorAll<HTMLElement>('[data-diagram]')];
  frames.forEach((frame, index) => {
    const title = titles[index] ?? `diagram ${index + 1}`;
    const svg = frame.querySelector<SVGSVGElement>('.docusaurus-mermaid-container > svg');
    if (!svg) return void problems.push(`"${title}" is not drawn`);
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    let smallest = { px: Infinity, text: '' };
    let count = 0;
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || element.closest('title, desc, style')) continue;
      const px = parseFloat(getComputedStyle(element).fontSize) * scale;
      count += 1;
      if (px < smallest.px) smallest = { px, text };
    }
    if (count === 0) problems.push(`"${title}" has no text`);
    else if (smallest.px < minPx)
      problems.push(`"${title}": "${smallest.text}" is drawn at ${smallest.px.toFixed(2)} px`);

    const scroller = frame.querySelector<HTMLElement>('[data-diagram-scroller]');
    // The innermost element that says the hint.
    const hint = [...frame.querySelectorAll<HTMLElement>('*')]
      .reverse()
      .find((element) => element.textContent?.includes(hintText));
    const hintShown = !!hint && hint.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    if (!scroller) return void problems.push(`"${title}" has no scroller`);
    if (scroller.scrollWidth > scroller.clientWidth) {
      if (scroller.getAttribute('role') !== 'region') problems.push(`"${title}" scrolls but is not a region`);
      if (scroller.getAttribute('aria-label') !== `Diagram: ${title}`)
        problems.push(`"${title}" scrolls but is named "${scroller.getAttribute('aria-label')}"`);
      if (scroller.tabIndex !== 0) problems.push(`"${title}" scrolls but is not in the tab order`);
      if (!hintShown) problems.push(`"${title}" scrolls but shows no hint`);
      // Scrolled to its start, so more of it lies to the right: the right edge fades.
      if (scroller.scrollLeft === 0 && !frame.querySelector('[data-more-end]'))
        problems.push(`"${title}" scrolls but its right edge does not fade`);
    } else {
      if (scroller.getAttribute('role') === 'region') problems.push(`"${title}" fits but is a region`);
      if (hintShown) problems.push(`"${title}" fits but shows the scroll hint`);
    }
  });
  return problems;
}

/**
 * Brings each diagram into view (which draws it), then checks all of them in one pass, again
 * until the page has caught up (a resize re-measures the boxes a frame or two later).
 */
export async function checkDiagrams(page: Page, titles: readonly string[], width: string): Promise<void> {
  const frames = page.locator('[data-diagram]');
  await expect(frames).toHaveCount(titles.length);
  for (let index = 0; index < titles.length; index += 1) await frames.nth(index).scrollIntoViewIfNeeded();
  await diagramsDrawn(page, titles.length);
  const args = { titles, hintText: SCROLL_HINT, minPx: minTextPx(page.viewportSize()?.width ?? 0) };
  await expect.poll(() => page.evaluate(diagramProblems, args), { message: width }).toEqual([]);
}
