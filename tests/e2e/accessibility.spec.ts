/**
 * What axe cannot see (issue 21): keyboard focus is visible and never hidden under the sticky
 * navbar, wide tables and code scroll as named keyboard regions, the colour modes differ only in
 * colour, reduced motion stops motion, and forced colours keep controls and focus visible.
 * axe itself runs on every page in tests/e2e-nginx/csp.spec.ts and tests/e2e/axe-phone.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseColourMode, colourToggle, hydrated } from './helpers';
import { prepareForAxe } from '../lib/axe';

interface Focused {
  label: string;
  outline: string;
  outlineWidth: number;
  /** Something else is drawn over the element's centre (the sticky navbar, a banner). */
  covered: boolean;
  offScreen: boolean;
}

/** What the keyboard focus is on now: its ring, and whether anything hides it. */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(async () => {
    // Measured as the reader sees it: after the next frame has been laid out and painted, when
    // blocks that just came into view (deferred blocks) have their real height.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    // The part of the element inside the window; its centre is where a cover would show.
    const [left, right] = [Math.max(rect.left, 0), Math.min(rect.right, window.innerWidth)];
    const [upper, lower] = [Math.max(rect.top, 0), Math.min(rect.bottom, window.innerHeight)];
    const offScreen = left >= right || upper >= lower;
    const top = offScreen ? null : document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
    const name = (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label');
    return {
      label: `${element.tagName.toLowerCase()} "${name}"`,
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      covered: top !== null && !element.contains(top) && !top.contains(element),
      offScreen,
    };
  });
}

/** Presses `key` `times` times and checks every element focused on the way (2.4.7, 2.4.11). */
async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (!now) continue;
    seen.add(now.label);
    if (now.outline === 'none' || now.outlineWidth < 2) problems.push(`${now.label}: no visible focus ring`);
    if (now.covered) problems.push(`${now.label}: covered by another element`);
    if (now.offScreen) problems.push(`${now.label}: off screen`);
  }
  expect(seen.size, 'distinct elements focused').toBeGreaterThan(times / 2);
  return problems;
}

test.describe('keyboard focus', () => {
  test('every element reached by Tab shows a focus ring and is in view', async ({ page }) => {
    await page.goto('/docs/integration/smart-app-launch');
    await hydrated(page);
    const problems = await walkFocus(page, 'Tab', 60);
    expect(problems).toEqual([]);
  });

  test('going back up with Shift+Tab, the focused element is never under the sticky navbar', async ({
    page,
  }) => {
    await page.goto('/docs/integration/smart-app-launch');
    await hydrated(page);
    // Start from the end of the article: focus its last link, as a reader who tabbed down would.
    await page.locator('article .markdown a').last().focus();
    const problems = await walkFocus(page, 'Shift+Tab', 30);
    expect(problems).toEqual([]);
  });

  test('the colour-mode toggle and the skip link work from the keyboard', async ({ page }) => {
    await page.goto('/docs');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /skip to main content/i })).toBeFocused();
    await chooseColourMode(page, 'light');
    await colourToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('scrollable regions', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a table or code block wider than the screen is a named region a keyboard can scroll', async ({
    page,
  }) => {
    await page.goto('/docs/sdk');
    await hydrated(page);
    for (const kind of ['table', 'pre'] as const) {
      const region = page
        .locator(`[role="region"]:is(${kind === 'table' ? 'div:has(> table)' : 'pre'})`)
        .first();
      await region.scrollIntoViewIfNeeded();
      await region.focus();
      // Checked on the focused element itself: blocks further down are still being rendered, and
      // the locator's first match may change meanwhile.
      const active = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return {
          role: element.getAttribute('role'),
          name: element.getAttribute('aria-label'),
          tabIndex: element.tabIndex,
        };
      });
      expect(active.role).toBe('region');
      expect(active.name).toMatch(kind === 'table' ? /^Table: \w/ : /^Code: \w/);
      expect(active.tabIndex).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.scrollLeft ?? 0), {
          message: `the ${kind} scrolls`,
        })
        .toBeGreaterThan(0);
    }
  });

  test('at desktop width a table that fits adds no tab stop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/docs/platform/search');
    await hydrated(page);
    const wrapper = page.locator('div:has(> table)').first();
    await expect(wrapper).not.toHaveAttribute('tabindex', /.*/);
    await expect(wrapper).not.toHaveAttribute('role', /.*/);
  });
});

test.describe('colour modes', () => {
  // axe checks the dark mode for colour only (tests/lib/axe.ts): that holds while a mode change
  // alters nothing but colours. Pages with each kind of themed content: diagrams, the product
  // previews, images and avatars, code.
  for (const route of ['/', '/docs/udhp', '/services/medicus', '/about', '/docs/sdk']) {
    test(`${route}: light and dark have the same accessibility tree`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const tree = async (): Promise<string> => {
        await prepareForAxe(page);
        // The toggle names the current mode, the one intended difference; the back-to-top button
        // depends on where the page is scrolled.
        return (await page.locator('body').ariaSnapshot())
          .replace(/\((?:currently )?(?:light|dark|system)[^)]*\)/gi, '(mode)')
          .split('\n')
          .filter((line) => !line.includes('button "Scroll back to top"'))
          .join('\n');
      };
      await chooseColourMode(page, 'light');
      const light = await tree();
      await chooseColourMode(page, 'dark');
      expect(await tree()).toBe(light);
    });
  }
});

/** The elements that would move: a transition or an animation longer than a frame. */
function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0));
    return [...document.querySelectorAll('*')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const seconds = Math.max(longest(style.transitionDuration), longest(style.animationDuration));
        return seconds > 0.016 && (style.transitionProperty !== 'none' || style.animationName !== 'none');
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
  });
}

test.describe('user settings', () => {
  test('with prefers-reduced-motion, nothing moves and scrolling jumps', async ({ page }) => {
    await page.goto('/docs');
    await hydrated(page);
    // Without the setting, links and the navbar fade their colours: the check below can fail.
    expect((await moving(page)).length).toBeGreaterThan(10);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await moving(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('in forced colours, the controls, the colour-mode toggle and the focus ring stay visible', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    // Nothing opts out of the user's colours.
    const optedOut = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => getComputedStyle(element).forcedColorAdjust === 'none')
        .map((element) => element.tagName),
    );
    expect(optedOut).toEqual([]);
    // The toggle's icon is drawn in a system colour, not a transparent one.
    const icon = colourToggle(page).locator('svg:visible').first();
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((svg) => getComputedStyle(svg).color)).not.toMatch(
      /rgba\(0, 0, 0, 0\)|transparent/,
    );
    // Buttons keep an edge; the focus ring is a solid system-colour outline.
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll('main .button')]
        .filter((button) => getComputedStyle(button).borderStyle === 'none')
        .map((button) => button.textContent),
    );
    expect(edges, 'buttons without a border').toEqual([]);
    await colourToggle(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await focused(page);
    expect(ring?.outline).toBe('solid');
    expect(ring?.outlineWidth).toBeGreaterThanOrEqual(2);
  });
});
