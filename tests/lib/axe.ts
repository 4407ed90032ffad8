/** axe-core in the browser tests: WCAG 2.2 AA, every rule the tags select (issue 21). */
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { chooseColourMode } from '../e2e/helpers';

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Brings the page to the state a reader who scrolled through it sees: deferred blocks laid out,
 * and every diagram drawn in the current colour mode (the diagrams are drawn only near the
 * viewport, and drawn again when the mode changes).
 */
export async function prepareForAxe(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-deferred-blocks');
  const diagrams = page.locator('[data-diagram]');
  const count = await diagrams.count();
  for (let i = 0; i < count; i += 1) await diagrams.nth(i).scrollIntoViewIfNeeded();
  // Both colour modes use Mermaid's base theme with CSS variables, so a mode change recolours
  // the drawn diagrams; it does not redraw them.
  await expect(page.locator('[data-diagram] .docusaurus-mermaid-container > svg')).toHaveCount(count);
  // A colour-mode change fades colours (CSS transitions): judge the colours they end on. They are
  // ended here, after the scrolling above, rather than awaited: a transition the browser is not
  // playing (on content it skips drawing) may not end on its own, and waiting once hung a test.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/**
 * The rules whose result depends on colour: all that can change when only the colour mode does.
 * The two modes share one DOM (names, roles, structure, text); the dark mode only redefines CSS
 * colour variables, so a run in the second mode checks these rules and nothing else.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs every rule the tags select on the page (or only `rules`). Legacy mode runs axe in the
 * page in one call; the default mode finishes each run in a second, blank page, which made a
 * run 2-4 times as slow. The site has no iframes, which is all that mode adds. Only violations
 * are reported in full: listing every passing element is most of a run's cost on a page with
 * long code samples.
 *
 * The axe that runs is the `axe-core` this project declares (its `source`), not the one
 * @axe-core/playwright bundles: the newest @axe-core/playwright needs Node 22, and the one for
 * Node 20 bundles axe-core 4.13, whose colour-contrast rule took three times as long (2.4 s
 * against 0.8 s on /docs/sdk; most of the suite's time).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  // options() replaces every option, so it goes before withTags() / withRules().
  const builder = new AxeBuilder({ page, axeSource: axe.source })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (rules ? builder.withRules([...rules]) : builder.withTags(WCAG_AA_TAGS)).analyze();
  return results.violations;
}

/** One line per failing element: the page, the mode, the rule, the selector and what is wrong. */
export function formatViolations(route: string, mode: string, violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `${route} [${mode}] ${violation.id}: ${node.target.join(' ')} (${summary})`;
    }),
  );
}

/**
 * Checks the open page in light, then in dark, switching with the site's own colour-mode toggle
 * (no reload), and returns one line per violation (empty when there are none). Light gets every
 * WCAG 2.2 AA rule; dark gets the colour rules, all a mode change can alter (COLOUR_RULES).
 */
export async function axeInBothModes(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await chooseColourMode(page, mode);
    await prepareForAxe(page);
    const rules = mode === 'dark' ? COLOUR_RULES : undefined;
    found.push(...formatViolations(route, mode, await axeViolations(page, rules)));
  }
  return found;
}
