/**
 * Browser checks that a page's diagrams stay readable (src/components/DiagramViewer): no text in
 * a drawn diagram is smaller than 12 px, and a diagram too wide for its column at that size
 * scrolls in a named region that says so. Run on every page with a diagram, at 1440 and 390 px
 * (tests/e2e/diagrams.spec.ts).
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };
/** Layout rounds sizes to 1/64 px; the viewer rounds its minimum width up, not down. */
const MIN_TEXT_PX = 12 - 0.01;
export const SCROLL_HINT = 'Scroll sideways or open full screen';

/** A drawn diagram: the SVG Mermaid puts in a frame. */
export const drawing = (frame: Locator): Locator => frame.locator('.docusaurus-mermaid-container > svg');

/**
 * The smallest text the diagram draws, as the reader sees it: each text's computed font size
 * (in the SVG's units) times the SVG's current scale, its drawn width over its viewBox width.
 */
async function smallestText(frame: Locator): Promise<{ px: number; text: string; count: number }> {
  return drawing(frame).evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const smallest = { px: Infinity, text: '', count: 0 };
    const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || element.closest('title, desc, style')) continue;
      const px = parseFloat(getComputedStyle(element).fontSize) * scale;
      smallest.count += 1;
      if (px < smallest.px) Object.assign(smallest, { px, text });
    }
    return smallest;
  });
}

/** Brings each diagram into view (which draws it) and checks its text and its scroll cue. */
export async function checkDiagrams(page: Page, titles: readonly string[], width: string): Promise<void> {
  const frames = page.locator('[data-diagram]');
  await expect(frames).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    const frame = frames.nth(index);
    await frame.scrollIntoViewIfNeeded();
    await expect(drawing(frame)).toBeVisible();
    const { px, text, count } = await smallestText(frame);
    expect(count, `${width}: "${title}" has text`).toBeGreaterThan(0);
    expect(px, `${width}: "${title}": "${text}" is drawn at ${px.toFixed(2)} px`).toBeGreaterThanOrEqual(
      MIN_TEXT_PX,
    );
    await expectScrollCue(frame, title);
  }
}

/**
 * A diagram wider than its box is a named, focusable region with a visible hint and a faded
 * edge; one that fits is none of these.
 */
async function expectScrollCue(frame: Locator, title: string): Promise<void> {
  const scroller = frame.locator('[data-diagram-scroller]');
  const hint = frame.getByText(SCROLL_HINT);
  if (await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)) {
    await expect(scroller).toHaveAttribute('role', 'region');
    await expect(scroller).toHaveAccessibleName(`Diagram: ${title}`);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(hint).toBeVisible();
    // Scrolled to its start, so more of it lies to the right: the right edge fades.
    await expect(frame.locator('[data-more-end]')).toHaveCount(1);
  } else {
    await expect(scroller).not.toHaveAttribute('role', 'region');
    await expect(hint).toBeHidden();
  }
}
