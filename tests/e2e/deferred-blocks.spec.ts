/**
 * Deferred blocks (src/plugins/deferred-blocks): a long page's far blocks are left unrendered
 * for the first paint and rendered a few at a time afterwards, without the reader ever losing
 * their place: links to headings, reloads and going back land where they should, and a block
 * lays out exactly as it would without deferral.
 */
import type { Page } from '@playwright/test';
import { ATTRIBUTE, BLOCKS, RENDERED } from '../../src/plugins/deferred-blocks/attribute';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

const LONG_PAGE = '/docs/sdk';
/** A heading two thirds of the way down the SDK reference. */
const HEADING = 'reference';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** Blocks whose computed `content-visibility` is `auto`, i.e. deferred. */
async function deferredCount(page: Page): Promise<number> {
  return page.evaluate(
    (blocks) =>
      [...document.querySelectorAll(blocks)].filter(
        (block) => getComputedStyle(block).contentVisibility === 'auto',
      ).length,
    BLOCKS,
  );
}

/** Resolves after the browser has rendered two more frames. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function headingTop(page: Page, id: string): Promise<number> {
  const top = await page.evaluate(
    (target) => document.getElementById(target)?.getBoundingClientRect().top,
    id,
  );
  if (top === undefined) throw new Error(`no element #${id}`);
  return top;
}

/** Scrolls until the heading's top is `top` px below the top of the viewport. */
async function scrollHeadingTo(page: Page, id: string, top: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const delta = (await headingTop(page, id)) - top;
    if (Math.abs(delta) < 0.5) return;
    await page.evaluate((by) => window.scrollBy(0, by), delta);
    await frames(page);
  }
  expect(Math.abs((await headingTop(page, id)) - top)).toBeLessThanOrEqual(1);
}

/** Waits until the heading's top is within a pixel of `top` (positions snap to device pixels). */
async function expectHeadingAt(page: Page, id: string, top: number): Promise<void> {
  await expect.poll(async () => Math.abs((await headingTop(page, id)) - top)).toBeLessThanOrEqual(1);
}

test.describe('deferred blocks on long pages', () => {
  test('a fresh load defers the far blocks for the first paint, never headings or the first screen', async ({
    page,
  }) => {
    // Recorded as the document finishes parsing: before the app's scripts, which load after
    // the first paint (src/ssr/template.ts), have run.
    await page.addInitScript(
      ({ blocks, attribute }) => {
        document.addEventListener('DOMContentLoaded', () => {
          const children = [...document.querySelectorAll('.markdown > *')];
          const visibility = (element: Element) => getComputedStyle(element).contentVisibility;
          (window as unknown as { atParse: unknown }).atParse = {
            marked: document.documentElement.hasAttribute(attribute),
            deferred: [...document.querySelectorAll(blocks)].filter((block) => visibility(block) === 'auto')
              .length,
            headingsDeferred: children.filter((c) => /^H[1-6]$/.test(c.tagName) && visibility(c) === 'auto')
              .length,
            firstScreenDeferred: children.slice(0, 8).filter((c) => visibility(c) === 'auto').length,
          };
        });
      },
      { blocks: BLOCKS, attribute: ATTRIBUTE },
    );
    await page.goto(LONG_PAGE);
    const atParse = await page.evaluate(
      () => (window as unknown as { atParse: Record<string, unknown> }).atParse,
    );
    expect(atParse.marked).toBe(true);
    expect(atParse.deferred).toBeGreaterThan(30);
    expect(atParse.headingsDeferred).toBe(0);
    expect(atParse.firstScreenDeferred).toBe(0);

    // Then rendered for good, every one of them, while the page stays as it is.
    await expect.poll(() => deferredCount(page)).toBe(0);
    const blocks = await page.locator(BLOCKS).count();
    await expect(page.locator(`[${RENDERED}]`)).toHaveCount(blocks);
  });

  test('a deferred block, once rendered, lays out exactly as without deferral', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LONG_PAGE);
    await expect.poll(() => deferredCount(page)).toBe(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // A viewport as tall as the page, so that every deferred block is near it and rendered.
    await page.setViewportSize({ width: 1280, height: Math.min(height + 500, 30_000) });
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.markdown, .markdown *')].map((element) => {
          const r = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
      );
    const whole = await layout();
    await page.evaluate((rendered) => {
      document.querySelectorAll(`[${rendered}]`).forEach((block) => block.removeAttribute(rendered));
    }, RENDERED);
    await frames(page);
    expect(await deferredCount(page)).toBeGreaterThan(30);
    expect(await layout()).toEqual(whole);
  });

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: a link to a heading lands on it and it stays there`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${LONG_PAGE}#${HEADING}`);
      const margin = await page.evaluate(
        (id) =>
          parseFloat(getComputedStyle(document.querySelector(`#${id}`) ?? document.body).scrollMarginTop),
        HEADING,
      );
      await expectHeadingAt(page, HEADING, margin);
      // Every block before the heading took its real height at once.
      const deferredBefore = await page.evaluate(
        ({ blocks, id }) =>
          [...document.querySelectorAll(blocks)].filter(
            (block) =>
              block.compareDocumentPosition(document.getElementById(id) ?? document.body) &
                Node.DOCUMENT_POSITION_FOLLOWING && getComputedStyle(block).contentVisibility === 'auto',
          ).length,
        { blocks: BLOCKS, id: HEADING },
      );
      expect(deferredBefore).toBe(0);
      await expect.poll(() => deferredCount(page)).toBe(0);
      await frames(page);
      await expectHeadingAt(page, HEADING, margin);
    });

    test(`${name}: a reload half-way down keeps the reader's place`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(LONG_PAGE);
      await expect.poll(() => deferredCount(page)).toBe(0);
      await scrollHeadingTo(page, HEADING, 200);
      await page.reload();
      // A reload renders every block at once: the browser restores the scroll position in pixels.
      await expect(page.locator('html')).not.toHaveAttribute(ATTRIBUTE);
      await expectHeadingAt(page, HEADING, 200);
    });

    test(`${name}: going back in the app returns to the same place`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(LONG_PAGE);
      await hydrated(page);
      // A reader at rest: the page has rendered its blocks (within a second or two of loading).
      await expect.poll(() => deferredCount(page)).toBe(0);
      await scrollHeadingTo(page, HEADING, 200);
      const link = page.locator(`#${HEADING} ~ * a[href^="/docs/"]:not([href^="${LONG_PAGE}"])`).first();
      const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
      // Followed where it is, as a reader's click does (a locator click would scroll to it first).
      await link.evaluate((a: HTMLElement) => a.click());
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
      // The next page, and every later one, renders whole.
      await expect(page.locator('html')).not.toHaveAttribute(ATTRIBUTE);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(LONG_PAGE);
      await expectHeadingAt(page, HEADING, 200);
    });
  }

  test('a deferred block leaves room for the focus ring of a link at its edge', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await expect.poll(() => deferredCount(page)).toBe(0);
    const room = await page.evaluate(
      ({ blocks, rendered }) => {
        const link = [...document.querySelectorAll<HTMLElement>(`${blocks} a[href]`)].at(-1);
        const far = link?.closest(blocks);
        if (!link || !far) return undefined;
        far.removeAttribute(rendered);
        link.focus();
        const ring = getComputedStyle(link);
        return {
          contentVisibility: getComputedStyle(far).contentVisibility,
          focusVisible: link.matches(':focus-visible'),
          ring: parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset),
          clipMargin: parseFloat(getComputedStyle(far).overflowClipMargin),
        };
      },
      { blocks: BLOCKS, rendered: RENDERED },
    );
    if (!room) throw new Error(`no link in a block of ${LONG_PAGE}`);
    expect(room.contentVisibility).toBe('auto');
    expect(room.focusVisible).toBe(true);
    expect(room.ring).toBeGreaterThan(0);
    expect(room.clipMargin).toBeGreaterThanOrEqual(room.ring);
  });

  test('a printed page renders every block', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await expect.poll(() => deferredCount(page)).toBe(0);
    await page.evaluate((rendered) => {
      document.querySelectorAll(`[${rendered}]`).forEach((block) => block.removeAttribute(rendered));
    }, RENDERED);
    expect(await deferredCount(page)).toBeGreaterThan(30);
    await page.emulateMedia({ media: 'print' });
    expect(await deferredCount(page)).toBe(0);
  });
});
