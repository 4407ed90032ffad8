/**
 * What a narrow screen gets instead of sideways scroll (no template scrolls sideways: that is
 * checked once per template in tests/e2e-nginx/templates.spec.ts): a wide table scrolls inside a
 * box of its own, with a cue at the edge that has more; the policy index's tables become cards;
 * dates in tables never break; and the back-to-top button never covers the text.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { blocksLaidOut, twoFrames } from './helpers';
import { policySlugs } from '../routes';

test.describe('what a narrow screen gets instead', () => {
  test('at 997 px, the SDK’s wide tables scroll inside a named region with a cue at the edge that has more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/docs/sdk');
    const methods = page.getByRole('region', { name: /^Table: Method, FHIR interaction/ });
    await methods.scrollIntoViewIfNeeded();
    await expect(methods).toHaveAttribute('tabindex', '0');
    // The table stays within its column: the box is no wider than the article.
    const fits = await methods.evaluate((box) => {
      const article = box.closest('article')?.getBoundingClientRect();
      return !!article && box.getBoundingClientRect().right <= article.right + 0.5;
    });
    expect(fits).toBe(true);

    const frame = methods.locator('xpath=..');
    const cue = (side: '::before' | '::after') =>
      frame.evaluate((element, pseudo) => getComputedStyle(element, pseudo).opacity, side);
    // At the start: more to the right, nothing to the left.
    await expect.poll(() => cue('::after')).toBe('1');
    await expect.poll(() => cue('::before')).toBe('0');
    // At the end: the other way round.
    await methods.evaluate((box) => box.scrollTo({ left: box.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => cue('::after')).toBe('0');
    await expect.poll(() => cue('::before')).toBe('1');
  });

  test('at 390 px, the policy index shows each policy as a card in a list, not a table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/docs/policies');
    const article = page.locator('article');
    await expect(article.locator('table')).toHaveCount(3);
    for (const table of await article.locator('table').all()) await expect(table).toBeHidden();

    const lists = article.getByRole('list', { name: /safeguards$/ });
    await expect(lists).toHaveCount(3);
    const cards = lists.getByRole('listitem');
    await expect(cards).toHaveCount(policySlugs.length);
    const card = lists.first().getByRole('listitem').first();
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/docs\/policies\/[\w-]+$/);
    await expect(card.getByRole('term')).toHaveText(['Owner', 'Version', 'Last reviewed']);
    const [owner, version, reviewed] = await card.getByRole('definition').allInnerTexts();
    expect(owner?.trim()).not.toBe('');
    expect(version).toMatch(/^\d+\.\d+$/);
    expect(reviewed).toMatch(/^\d{1,2} \w{3,4} \d{4}$/);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

    // From 600 px up, the table, without the Safeguard column its heading makes redundant.
    await page.setViewportSize({ width: 768, height: 844 });
    await expect(lists.first()).toBeHidden();
    const table = article.locator('table').first();
    await expect(table).toBeVisible();
    await expect(table.locator('thead th')).toHaveText(['Policy', 'Owner', 'Version', 'Last reviewed']);
  });

  test('a date in a table never breaks across lines', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const route of [`/docs/policies/${policySlugs[0]}`, '/docs/policies']) {
      await page.goto(route);
      await blocksLaidOut(page);
      const dates = page.locator('article table time');
      expect(await dates.count(), `${route} has dates in its tables`).toBeGreaterThan(0);
      // Shown or not (the index's tables are hidden at this width), each date is one unbroken line.
      const broken = await dates.evaluateAll((times) =>
        times
          .filter(
            (time) => getComputedStyle(time).whiteSpace !== 'nowrap' || time.getClientRects().length > 1,
          )
          .map((time) => time.textContent),
      );
      expect(broken, `${route}: dates that may break`).toEqual([]);
    }
  });
});

/** Scrolls the window to `top` and resolves once its scroll event has been dispatched. */
function scrollAndWait(page: Page, top: number): Promise<void> {
  return page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const target = Math.min(y, document.documentElement.scrollHeight - window.innerHeight);
        // Already there: no scroll, so no event.
        if (Math.abs(window.scrollY - target) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
}

/** Each table box or code block that overflows but is not in the tab order, and each table box that fits but is a region. */
function scrollRegionMismatches(page: Page, when: string): Promise<string[]> {
  return page.evaluate((label) => {
    const boxes = [
      ...document.querySelectorAll<HTMLElement>('.markdown [class*="scroller_"], .markdown pre'),
    ];
    return boxes.flatMap((box, index) => {
      const overflows = box.scrollWidth > box.clientWidth;
      // Code blocks are always in the tab order (theme-classic); a table's box only while it overflows.
      const region =
        box.tagName === 'PRE'
          ? box.tabIndex === 0 || !overflows
          : box.getAttribute('role') === 'region' && box.tabIndex === 0;
      if (overflows === region || (box.tagName === 'PRE' && region)) return [];
      const what = `${box.tagName.toLowerCase()} ${index} (${box.scrollWidth} in ${box.clientWidth} px)`;
      return [
        `${label}: ${what} ${overflows ? 'overflows but is not a focusable region' : 'fits but is a region'}`,
      ];
    });
  }, when);
}

test('a table or code block that overflows is a named region in the tab order at every width, after a resize, wider content and a jump to the end', async ({
  page,
}) => {
  const route = '/docs/platform/deployment';
  // The reader jumps to the end as soon as the page shows, before its deferred blocks are laid out.
  await page.setViewportSize({ width: 1366, height: 720 });
  await page.goto(route);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await blocksLaidOut(page);
  await twoFrames(page);
  const problems = await scrollRegionMismatches(page, 'at 1366 px, after a jump to the end');
  for (const width of [390, 1024, 1280, 1440, 997]) {
    await page.setViewportSize({ width, height: 720 });
    await twoFrames(page);
    problems.push(...(await scrollRegionMismatches(page, `resized to ${width} px`)));
  }
  // Content that grows wider in a box that keeps its size, as it can when a web font loads late:
  // tiny unwrapped text in rows of a fixed height, then larger text. At least one table must go
  // from fitting to not.
  await page.setViewportSize({ width: 1440, height: 720 });
  await page.addStyleTag({
    content:
      '.markdown table { white-space: nowrap; font-size: 4px; line-height: 20px; } .markdown td, .markdown th { height: 40px; }',
  });
  await twoFrames(page);
  const overflowing = (): Promise<number> =>
    page
      .locator('.markdown [class*="scroller_"]')
      .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth).length);
  const before = await overflowing();
  problems.push(...(await scrollRegionMismatches(page, 'at 1440 px, small text')));
  await page.addStyleTag({ content: '.markdown table { font-size: 16px; }' });
  await twoFrames(page);
  expect(await overflowing(), 'tables that now overflow').toBeGreaterThan(before);
  problems.push(...(await scrollRegionMismatches(page, 'at 1440 px, larger text')));
  expect(problems, problems.join('\n')).toEqual([]);
});

/*
 * Needs the rule for the back-to-top button in src/css/custom.css (it floats only beside the
 * table of contents, which stops short of it; elsewhere it would sit on the text).
 */
test('the back-to-top button never covers the text or the table of contents', async ({ page }) => {
  await page.goto('/docs/sdk');
  await blocksLaidOut(page);
  const button = page.locator('.theme-back-to-top-button');
  const overlaps: string[] = [];
  for (const width of [320, 390, 768, 996, 997, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await twoFrames(page);
    // The theme shows the button while the reader scrolls back up, far enough down the page. It
    // compares each scroll event with the one before: each scroll must have its event, or the
    // two can arrive as one and the button stays hidden.
    await scrollAndWait(page, 5000);
    await scrollAndWait(page, 4800);
    const displayed = await button.evaluate((element) => getComputedStyle(element).display !== 'none');
    if (!displayed) continue;
    await expect(button).toBeVisible();
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const covered = await button.evaluate((element) => {
      const own = element.getBoundingClientRect();
      const meets = (other: Element | null): boolean => {
        if (!other) return false;
        const rect = other.getBoundingClientRect();
        return (
          rect.left < own.right && own.left < rect.right && rect.top < own.bottom && own.top < rect.bottom
        );
      };
      return ['article', '.theme-doc-toc-desktop'].filter((selector) =>
        meets(document.querySelector(selector)),
      );
    });
    if (covered.length > 0) overlaps.push(`${width} px: covers ${covered.join(' and ')}`);
  }
  expect(overlaps, overlaps.join('\n')).toEqual([]);
});
