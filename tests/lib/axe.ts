/** axe-core in the browser tests: WCAG 2.2 AA, every rule the tags select (issue 21). */
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { chooseColourMode } from '../e2e/helpers';

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = AxeResults['violations'][number];

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
  await finishTransitions(page);
}

/**
 * Ends the colour transitions under way (a colour-mode change fades colours, a link's colour
 * fades when it becomes active), so axe judges the colours they end on. They are ended rather
 * than awaited: a transition the browser is not playing (on content it skips drawing) may not
 * end on its own, and waiting once hung a test.
 */
export async function finishTransitions(page: Page): Promise<void> {
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
 * Runs every rule the tags select on the page (or only `rules`), with axe-core in the page, put
 * there once per document, so the dark run reuses the light run's copy. That is all the
 * @axe-core/playwright wrapper's single-frame mode did, but it injected axe twice per run; the
 * site has no iframes, which is all its default mode adds (at two to four times the cost). Only
 * violations are reported in full: listing every passing element is most of a run's cost on a
 * page with long code samples.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_AA_TAGS },
  };
  return page.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions)).violations,
    options,
  );
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
