/**
 * Diagrams stay readable (src/components/DiagramViewer). Every page with a diagram is checked
 * wide and narrow (tests/lib/diagram-checks.ts): no text smaller than 12 px (10 px on a desktop
 * screen, where a diagram a little too wide for its column fits it), and a diagram too
 * wide for its column scrolls in a named region that says so; a diagram's size depends on its
 * own content, so this is per page, not per template. Also: a phone can scroll a wide diagram
 * from the keyboard, and any diagram opens full screen, where it pans and zooms from the
 * keyboard, and opens there fitted and centred. The pages come from the content (tests/lib/diagrams.ts), so a new diagram is
 * checked without touching a test.
 */
import { contrast } from '../lib/contrast';
import { diagramPages } from '../lib/diagrams';
import { checkDiagrams, drawing, NARROW, SCROLL_HINT, WIDE } from '../lib/diagram-checks';
import { allRoutes } from '../routes';
import { expect, test } from './fixtures';
import { chooseColourMode } from './helpers';

const pages = diagramPages();

test('every page with a diagram is a route the site serves', () => {
  expect(pages.length, 'pages with a diagram').toBeGreaterThan(0);
  for (const { file, route } of pages) expect(allRoutes, `${file} → ${route}`).toContain(route);
});

/**
 * Pages in groups, each group loaded page after page in one browser tab: the app and mermaid
 * come from the tab's cache after the first page. Each page is checked wide, then narrowed to a
 * phone's width without a reload (as a reader turning a tablet would), so one load covers both
 * widths; groups keep the tests short enough to spread over the workers.
 */
const GROUP = 5;
for (let start = 0; start < pages.length; start += GROUP) {
  const group = pages.slice(start, start + GROUP);
  test(`every diagram is readable at ${WIDE.width} and ${NARROW.width} px: pages ${start + 1}–${start + group.length} of those with a diagram`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + group.length * 8_000);
    for (const { route, titles } of group) {
      await page.setViewportSize(WIDE);
      await page.goto(route);
      await checkDiagrams(page, titles, `${route} at ${WIDE.width} px`);
      await page.setViewportSize(NARROW);
      await checkDiagrams(page, titles, `${route} at ${NARROW.width} px`);
    }
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
  const hint = frame.getByText(SCROLL_HINT);
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

test('a diagram opens full screen fitted and centred, pans and zooms from the keyboard, and Esc closes it', async ({
  page,
}) => {
  // On a phone, where the whole diagram draws its text smallest.
  await page.setViewportSize(NARROW);
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

  // Fitted: the whole drawing inside the stage, with as much room on either side of it.
  const fit = await canvas.evaluate((element) => {
    const stage = element.parentElement?.getBoundingClientRect();
    const drawn = element.querySelector('svg')?.getBoundingClientRect();
    if (!stage || !drawn) return undefined;
    return {
      left: drawn.left - stage.left,
      right: stage.right - drawn.right,
      top: drawn.top - stage.top,
      bottom: stage.bottom - drawn.bottom,
    };
  });
  expect(fit, 'the drawing and its stage').toBeDefined();
  const { left = -1, right = -1, top = -1, bottom = -1 } = fit ?? {};
  expect(Math.min(left, right, top, bottom), 'room around the drawing').toBeGreaterThanOrEqual(0);
  expect(Math.abs(left - right), 'centred across').toBeLessThanOrEqual(1);
  expect(Math.abs(top - bottom), 'centred down').toBeLessThanOrEqual(1);

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
