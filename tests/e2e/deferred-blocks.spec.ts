/**
 * Deferred blocks (src/plugins/deferred-blocks): a long page's far blocks are left unrendered
 * for the first paint and rendered a few at a time afterwards, without the reader ever losing
 * their place: links to headings, reloads and going back land where they should, and a block
 * lays out exactly as it would without deferral.
 */
import type { Page } from '@playwright/test';
import { BLOCKS, DEFERRED_ATTRIBUTE, RENDERED_ATTRIBUTE } from '../../src/plugins/deferred-blocks/attribute';
import { axeViolations, formatViolations } from '../lib/axe';
import { decodePng } from '../lib/png';
import { expect, test } from './fixtures';
import { blocksLaidOut, hydrated, twoFrames } from './helpers';

const LONG_PAGE = '/docs/sdk';
/** A heading near the end of the SDK reference. */
const HEADING = 'reference';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

/** What deferral looks like as the document finishes parsing, before the app's scripts run. */
interface AtParse {
  marked: boolean;
  deferred: number;
  /** Children of the Markdown deferred, `BLOCKS` or not: the CSS and `BLOCKS` must agree. */
  deferredChildren: number;
  headingsDeferred: number;
  firstScreenDeferred: number;
}

/**
 * Records `AtParse` at DOMContentLoaded: the app's scripts load after the first paint
 * (src/ssr/template.ts), so nothing has been rendered for good yet.
 */
async function recordAtParse(page: Page): Promise<void> {
  await page.addInitScript(
    ({ blocks, attribute }) => {
      document.addEventListener('DOMContentLoaded', () => {
        const children = [...document.querySelectorAll('.markdown > *')];
        const deferred = (element: Element) => getComputedStyle(element).contentVisibility === 'auto';
        const atParse: AtParse = {
          marked: document.documentElement.hasAttribute(attribute),
          deferred: [...document.querySelectorAll(blocks)].filter(deferred).length,
          deferredChildren: children.filter(deferred).length,
          headingsDeferred: children.filter((c) => /^H[1-6]$/.test(c.tagName) && deferred(c)).length,
          firstScreenDeferred: children.slice(0, 8).filter(deferred).length,
        };
        (window as unknown as { atParse: AtParse }).atParse = atParse;
      });
    },
    { blocks: BLOCKS, attribute: DEFERRED_ATTRIBUTE },
  );
}

async function atParse(page: Page): Promise<AtParse> {
  return page.evaluate(() => (window as unknown as { atParse: AtParse }).atParse);
}

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

/** Waits until every block is rendered for good and the page is no longer marked. */
async function allRendered(page: Page): Promise<void> {
  await blocksLaidOut(page);
  expect(await deferredCount(page)).toBe(0);
}

/** Puts the page back as it was at the first paint: marked, no block rendered for good. */
async function deferAgain(page: Page): Promise<void> {
  await page.evaluate(
    ({ attribute, rendered }) => {
      document.documentElement.setAttribute(attribute, '');
      document.querySelectorAll(`[${rendered}]`).forEach((block) => block.removeAttribute(rendered));
    },
    { attribute: DEFERRED_ATTRIBUTE, rendered: RENDERED_ATTRIBUTE },
  );
}

/**
 * Waits until every code block shown has rendered for real (it has its copy button), and has the
 * word-wrap button exactly when its code is wider than its column. theme-classic measures the
 * width in an effect after the block mounts, so the button comes a moment later.
 */
async function expectWordWrapWhereWide(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.markdown pre')]
          .map((pre, index) => {
            if (!pre.checkVisibility()) return ''; // in a tab that is not shown
            const buttons = pre.closest('[class*="codeBlockContainer"]')?.querySelectorAll('button[title]');
            const titles = [...(buttons ?? [])].map((button) => button.getAttribute('title'));
            const wide = pre.scrollWidth > pre.clientWidth;
            const rendered = titles.includes('Copy');
            return rendered && wide === titles.includes('Toggle word wrap')
              ? ''
              : `block ${index}: ${titles.join(', ') || 'not rendered'}${wide ? ', wider than its column' : ''}`;
          })
          .filter(Boolean),
      ),
    )
    .toEqual([]);
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
    await twoFrames(page);
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
    await recordAtParse(page);
    await page.goto(LONG_PAGE);
    const first = await atParse(page);
    expect(first.marked).toBe(true);
    expect(first.deferred).toBeGreaterThan(30);
    expect(first.deferredChildren).toBe(first.deferred);
    expect(first.headingsDeferred).toBe(0);
    expect(first.firstScreenDeferred).toBe(0);

    // Then rendered for good, every one of them, and the mark goes.
    await allRendered(page);
    const blocks = await page.locator(BLOCKS).count();
    await expect(page.locator(`[${RENDERED_ATTRIBUTE}]`)).toHaveCount(blocks);
  });

  test('a deferred block, once rendered, lays out exactly as without deferral', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LONG_PAGE);
    await allRendered(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // A viewport as tall as the page, so that every deferred block is near it and rendered.
    await page.setViewportSize({ width: 1280, height: Math.min(height + 500, 30_000) });
    // Every block is near the viewport now, and renders for real: wait for that to settle.
    await expectWordWrapWhereWide(page);
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.markdown, .markdown *')].map((element) => {
          const r = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
      );
    const whole = await layout();
    await deferAgain(page);
    await twoFrames(page);
    expect(await deferredCount(page)).toBeGreaterThan(30);
    expect(await layout()).toEqual(whole);
  });

  test('every code block too wide for its column offers word wrap, however far down the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LONG_PAGE);
    // Each block brought into view in turn, as a reader scrolling down would, so that each renders.
    const count = await page.locator('.markdown pre').count();
    for (let index = 0; index < count; index += 1) {
      await page.evaluate((i) => document.querySelectorAll('.markdown pre')[i]?.scrollIntoView(), index);
      await twoFrames(page);
    }
    await allRendered(page);
    await expectWordWrapWhereWide(page);
  });

  for (const { name, viewport } of WIDTHS) {
    test(`${name}: a link to a heading lands on it and it stays there`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordAtParse(page);
      await page.goto(`${LONG_PAGE}#${HEADING}`);
      expect((await atParse(page)).marked).toBe(true);
      const margin = await page.evaluate(
        (id) =>
          parseFloat(getComputedStyle(document.querySelector(`#${id}`) ?? document.body).scrollMarginTop),
        HEADING,
      );
      await expectHeadingAt(page, HEADING, margin);
      await allRendered(page);
      await twoFrames(page);
      await expectHeadingAt(page, HEADING, margin);
      // While a heading is the target, no block before it is deferred: they keep their real height.
      await deferAgain(page);
      const around = await page.evaluate(
        ({ blocks, id }) => {
          const target = document.getElementById(id);
          const deferred = [...document.querySelectorAll(blocks)].filter(
            (block) => getComputedStyle(block).contentVisibility === 'auto',
          );
          const before = deferred.filter(
            (block) => target && block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
          return { before: before.length, after: deferred.length - before.length };
        },
        { blocks: BLOCKS, id: HEADING },
      );
      expect(around.before).toBe(0);
      expect(around.after).toBeGreaterThan(0);
      await expectHeadingAt(page, HEADING, margin);
    });

    test(`${name}: a reload half-way down keeps the reader's place`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(LONG_PAGE);
      await allRendered(page);
      await scrollHeadingTo(page, HEADING, 200);
      await recordAtParse(page);
      await page.reload();
      // A reload renders every block at once: the browser restores the scroll position in pixels.
      expect((await atParse(page)).marked).toBe(false);
      await expectHeadingAt(page, HEADING, 200);
    });

    test(`${name}: going back in the app returns to the same place`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(LONG_PAGE);
      await hydrated(page);
      // A reader at rest: the page has rendered its blocks (within a second or two of loading).
      await allRendered(page);
      await scrollHeadingTo(page, HEADING, 200);
      const link = page.locator(`#${HEADING} ~ * a[href^="/docs/"]:not([href^="${LONG_PAGE}"])`).first();
      const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
      // Followed where it is, as a reader's click does (a locator click would scroll to it first).
      await link.evaluate((a: HTMLElement) => a.click());
      await expect.poll(() => new URL(page.url()).pathname).toBe(target);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(LONG_PAGE);
      await expectHeadingAt(page, HEADING, 200);
    });
  }

  test('moving to another page in the app before every block is rendered renders that page whole', async ({
    page,
  }) => {
    await page.goto(LONG_PAGE);
    await hydrated(page);
    await allRendered(page);
    await deferAgain(page);
    const link = page.locator(`.markdown a[href^="/docs/"]:not([href^="${LONG_PAGE}"])`).first();
    await link.evaluate((a: HTMLElement) => a.click());
    await expect(page.locator('html')).not.toHaveAttribute(DEFERRED_ATTRIBUTE);
    expect(await deferredCount(page)).toBe(0);
  });

  test('a deferred block leaves room for the focus ring of a link at its edge', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await allRendered(page);
    await deferAgain(page);
    const room = await page.evaluate((blocks) => {
      const link = [...document.querySelectorAll<HTMLElement>(`${blocks} a[href]`)].at(-1);
      const far = link?.closest(blocks);
      if (!link || !far) return undefined;
      link.focus();
      const ring = getComputedStyle(link);
      return {
        contentVisibility: getComputedStyle(far).contentVisibility,
        focusVisible: link.matches(':focus-visible'),
        ring: parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset),
        clipMargin: parseFloat(getComputedStyle(far).overflowClipMargin),
      };
    }, BLOCKS);
    if (!room) throw new Error(`no link in a block of ${LONG_PAGE}`);
    expect(room.contentVisibility).toBe('auto');
    expect(room.focusVisible).toBe(true);
    expect(room.ring).toBeGreaterThan(0);
    expect(room.clipMargin).toBeGreaterThanOrEqual(room.ring);
  });

  test('a link at the edge of a deferred block shows its whole focus ring', async ({ page }) => {
    // A guide with a link that starts a line of a paragraph, at the block's left edge.
    await page.setViewportSize({ width: 1280, height: 900 });
    let found = false;
    // The first of these guides with such a link (the words, not the test, decide where they fall).
    for (const guide of [
      '/docs/platform/deployment',
      '/docs/platform/fhir-datastore',
      '/docs/platform/auth',
    ]) {
      if (found) break;
      await page.goto(guide);
      await allRendered(page);
      await deferAgain(page);
      found = await page.evaluate((blocks) => {
        for (const a of document.querySelectorAll<HTMLElement>(`${blocks} a[href]`)) {
          const block = a.closest(blocks);
          if (block?.tagName !== 'P' || getComputedStyle(block).contentVisibility !== 'auto') continue;
          const edge = block.getBoundingClientRect().left;
          const line = [...a.getClientRects()].findIndex((rect) => Math.abs(rect.left - edge) < 1);
          if (line < 0) continue;
          a.dataset.ringTest = String(line);
          a.scrollIntoView({ block: 'center' });
          a.focus();
          return true;
        }
        return false;
      }, BLOCKS);
    }
    expect(found, 'a link at the edge of a deferred paragraph').toBe(true);
    // Measured once the page has settled around it (blocks near it render, anchoring adjusts).
    await twoFrames(page);
    const link = await page.locator('[data-ring-test]').evaluate((a: HTMLElement) => {
      const line = a.getClientRects()[Number(a.dataset.ringTest)];
      const style = getComputedStyle(a);
      return {
        focused: document.activeElement === a && a.matches(':focus-visible'),
        left: line?.left ?? 0,
        top: line?.top ?? 0,
        height: line?.height ?? 0,
        ring: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        colour: style.outlineColor,
      };
    });
    expect(link.focused).toBe(true);
    // The ring's left side, outside the block: from outline-offset to offset + width left of the link.
    const clip = {
      x: Math.round(link.left - link.offset - link.ring),
      y: Math.round(link.top),
      width: link.ring,
      height: Math.round(link.height),
    };
    const shot = decodePng(await page.screenshot({ clip }));
    const [r = 0, g = 0, b = 0] = (link.colour.match(/\d+/g) ?? []).map(Number);
    let ring = 0;
    for (let i = 0; i < shot.data.length; i += shot.channels) {
      const [pr = 0, pg = 0, pb = 0] = shot.data.subarray(i, i + 3);
      if (Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 60) ring += 1;
    }
    // Most of the band is the ring's colour (its rounded corners are not).
    expect(ring).toBeGreaterThan(shot.width * shot.height * 0.6);
  });

  test('a printed page renders every block', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await allRendered(page);
    await deferAgain(page);
    expect(await deferredCount(page)).toBeGreaterThan(30);
    await page.emulateMedia({ media: 'print' });
    expect(await deferredCount(page)).toBe(0);
  });

  test('while blocks are deferred, none reaches over what follows it: the footer is never crowded (axe target-size at 1280 px)', async ({
    page,
  }) => {
    // The page where axe, run before the blocks were laid out, found the footer's links crowded
    // (by a code block and a table ending 350 px below their boxes).
    await page.setViewportSize({ width: 1280, height: 800 });
    const route = '/docs/platform/bots';
    await page.goto(route);
    await allRendered(page);
    await deferAgain(page);
    await twoFrames(page);
    const overlap = await page.evaluate(
      ({ blocks }) => {
        const footer = document.querySelector('footer')?.getBoundingClientRect().top ?? Infinity;
        const skipped = [...document.querySelectorAll(blocks)].filter(
          (block) =>
            getComputedStyle(block).contentVisibility === 'auto' &&
            block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
        );
        let lowest = -Infinity;
        for (const block of skipped)
          for (const inner of block.querySelectorAll('*'))
            lowest = Math.max(lowest, inner.getBoundingClientRect().bottom);
        return { skipped: skipped.length, over: lowest - footer };
      },
      { blocks: BLOCKS },
    );
    expect(overlap.skipped, `${route}: blocks deferred again`).toBeGreaterThan(0);
    expect(overlap.over, `${route}: deferred content past the footer's top (px)`).toBeLessThan(1);
    const found = formatViolations(route, 'light', await axeViolations(page, ['target-size']));
    expect(found, found.join('\n')).toEqual([]);
  });

  test('while blocks are deferred, a table wider than its column is already a region in the tab order (axe at 1280 px)', async ({
    page,
  }) => {
    // A browser that has not been idle yet: the far blocks stay deferred (src/utils/whenIdle).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Where axe, run right after hydration, found two tables that scroll but take no focus.
    const route = '/docs/platform/deployment';
    await page.goto(route);
    expect(await deferredCount(page), 'blocks still deferred').toBeGreaterThan(0);
    expect(await page.locator('.markdown [role="region"][tabindex="0"]:has(table)').count()).toBeGreaterThan(
      0,
    );
    const found = formatViolations(
      route,
      'light',
      await axeViolations(page, ['scrollable-region-focusable']),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});
