/**
 * Diagrams stay readable (src/components/DiagramViewer): on every page with a diagram, wide
 * and narrow, no text in a drawn diagram is smaller than 12 px; a diagram too wide for its
 * column at that size scrolls in a named region that says so; and any diagram opens full
 * screen, where it pans and zooms from the keyboard. The pages come from the content
 * (tests/lib/diagrams.ts), so a new diagram is checked without touching this file.
 */
import type { Locator, Page } from '@playwright/test';
import { contrast } from '../lib/contrast';
import { diagramPages } from '../lib/diagrams';
import { allRoutes } from '../routes';
import { expect, test } from './fixtures';
import { chooseColourMode } from './helpers';

const pages = diagramPages();
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
/** Layout rounds sizes to 1/64 px; the viewer rounds its minimum width up, not down. */
const MIN_TEXT_PX = 12 - 0.01;
const HINT = 'Scroll sideways or open full screen';

/** A drawn diagram: the SVG Mermaid puts in a frame. */
const drawing = (frame: Locator): Locator => frame.locator('.docusaurus-mermaid-container > svg');

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
async function checkDiagrams(page: Page, titles: readonly string[], width: string): Promise<void> {
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
  const hint = frame.getByText(HINT);
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

test('every page with a diagram is a route the site serves', () => {
  expect(pages.length).toBeGreaterThan(30);
  for (const { file, route } of pages) expect(allRoutes, `${file} → ${route}`).toContain(route);
});

// One load per page: measured at 1440 px, then the same page narrowed to 390 px.
for (const { route, titles } of pages) {
  test(`${route}: diagram text is 12 px or more at 1440 and 390 px`, async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto(route);
    await checkDiagrams(page, titles, '1440 px');
    await page.setViewportSize(NARROW);
    await checkDiagrams(page, titles, '390 px');
  });
}

test('a diagram too wide for a phone scrolls in a labelled region with a readable hint', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await page.goto('/docs/integration/hl7-interfacing');
  const frame = page.locator('[data-diagram]').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(drawing(frame)).toBeVisible();
  const region = page.getByRole('region', {
    name: 'Diagram: How the agent turns an inbound HL7 v2 message into a transaction',
  });
  await expect(region).toBeVisible();
  const hint = frame.getByText(HINT);
  await expect(hint).toBeVisible();
  // A keyboard can scroll it: the region takes focus, and an arrow key moves it.
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expect(frame.locator('[data-more-start]')).toHaveCount(1);
  // The hint meets WCAG AA (4.5:1) against the frame in both colour modes.
  const hintContrast = async (): Promise<number> => {
    const [fore, back] = await hint.evaluate((element) => {
      const box = element.closest('[data-diagram] > *') ?? element;
      return [getComputedStyle(element).color, getComputedStyle(box).backgroundColor];
    });
    return contrast(fore ?? '', back ?? '');
  };
  expect(await hintContrast(), 'light mode').toBeGreaterThanOrEqual(4.5);
  await chooseColourMode(page, 'dark');
  expect(await hintContrast(), 'dark mode').toBeGreaterThanOrEqual(4.5);
});

test('a diagram opens full screen, pans and zooms from the keyboard, and Esc closes it', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/docs/udhp');
  const frame = page.locator('[data-diagram]').first();
  await frame.scrollIntoViewIfNeeded();
  await expect(drawing(frame)).toBeVisible();
  const open = frame.getByRole('button', { name: 'Open full screen: Sanoria platform architecture' });
  await open.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Sanoria platform architecture' });
  await expect(dialog).toBeVisible();
  const canvas = dialog.locator('[data-diagram-canvas]');
  await expect(canvas.locator('svg')).toBeVisible();
  // Focus is in the dialog, on the diagram, whose keys work at once.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  // A copy of the drawn SVG, with ids of its own, so no id is on the page twice.
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

  const transform = (): Promise<string> => canvas.evaluate((element: HTMLElement) => element.style.transform);
  const scale = async (): Promise<number> => Number(/scale\(([\d.]+)\)/.exec(await transform())?.[1]);
  const opened = await scale();
  await page.keyboard.press('+');
  await expect.poll(scale).toBeGreaterThan(opened);
  await expect(dialog.getByRole('status')).toHaveText(/^\d+%$/);
  const zoomed = await transform();
  await page.keyboard.press('ArrowRight');
  await expect.poll(transform).not.toBe(zoomed);
  await page.keyboard.press('0');
  await expect.poll(scale).toBe(opened);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
