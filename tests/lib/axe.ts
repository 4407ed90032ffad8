/** axe-core in the browser tests: WCAG 2.2 AA, every rule the tags select (issue 21). */
import fs from 'node:fs';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { blocksLaidOut, chooseColourMode } from '../e2e/helpers';
import { contrast } from './contrast';
import { diagramsDrawn } from './diagram-checks';

/**
 * axe-core's minified build, put in each page as it is checked: it is the same code as the
 * package's `axe.source` (axe.js, 1.5 MB) in 0.65 MB, and a page parses it in about 110 ms
 * instead of 160-210 ms.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = AxeResults['violations'][number];

/**
 * Brings the page to the state a reader who scrolled through it sees: deferred blocks laid out,
 * and every diagram drawn in the current colour mode (the diagrams are drawn only near the
 * viewport, and drawn again when the mode changes).
 */
export async function prepareForAxe(page: Page): Promise<void> {
  await blocksLaidOut(page);
  const diagrams = page.locator('[data-diagram]');
  const count = await diagrams.count();
  for (let i = 0; i < count; i += 1) await diagrams.nth(i).scrollIntoViewIfNeeded();
  // Both colour modes use Mermaid's base theme with CSS variables, so a mode change recolours
  // the drawn diagrams; it does not redraw them.
  await diagramsDrawn(page, count);
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
 * The lines of code blocks. axe leaves them out: on a page of long samples its colour-contrast
 * rule spent more than half its time on their thousands of token spans (1.1 of 2.2 s on
 * /docs/sdk), all drawn in the few colours of one palette. `codeContrastFailures` checks them
 * instead, in a few milliseconds, and every other rule has nothing to judge in them (no roles,
 * names or interactive parts: only spans of text).
 */
export const CODE_LINES = 'pre.prism-code > code';

/**
 * Runs every rule the tags select on the page (or only `rules`), with axe-core in the page, put
 * there once per document, so the dark run reuses the light run's copy. That is all the
 * @axe-core/playwright wrapper's single-frame mode did, but it injected axe twice per run; the
 * site has no iframes, which is all its default mode adds (at two to four times the cost). Only
 * violations are reported in full: listing every passing element is most of a run's cost on a
 * page with long code samples.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: WCAG_AA_TAGS },
  };
  return page.evaluate(
    async ([runOptions, codeLines]) =>
      (await (window as unknown as { axe: typeof axe }).axe.run({ exclude: [[codeLines]] }, runOptions))
        .violations,
    [options, CODE_LINES] as const,
  );
}

/** An sRGB colour with its alpha, as `getComputedStyle` writes it: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
type Rgba = [number, number, number, number];

function parseRgba(colour: string): Rgba | undefined {
  const match = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!match) return undefined;
  const [r, g, b, a] = match.slice(1).map((part) => (part === undefined ? 1 : Number(part)));
  return [r ?? 0, g ?? 0, b ?? 0, a ?? 1];
}

/** `top` drawn over the opaque `bottom`, in whole 8-bit channels as the screen shows it. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2): number => Math.round(top[i] * top[3] + bottom[i] * (1 - top[3]));
  return [mix(0), mix(1), mix(2), 1];
}

const css = ([r, g, b]: Rgba): string => `rgb(${r}, ${g}, ${b})`;

/**
 * The contrast of the text in code blocks (CODE_LINES), WCAG 1.4.3 at 4.5:1, as the reader
 * sees it: each text's computed colour over the backgrounds it is drawn on (a highlighted
 * line's translucent colour over the block's), one line per distinct pair that fails. The
 * palette's own pairs are proved in tests/unit/code-theme.spec.ts; this proves the page draws
 * code in them.
 */
export async function codeContrastFailures(page: Page): Promise<string[]> {
  const pairs = await page.evaluate((codeLines) => {
    const found = new Map<string, { text: string; colour: string; backgrounds: string[] }>();
    for (const code of document.querySelectorAll(codeLines)) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim()) continue;
        const colour = getComputedStyle(element).color;
        // The background colours from the text's element out to the first opaque one.
        const backgrounds: string[] = [];
        for (let box: Element | null = element; box; box = box.parentElement) {
          const background = getComputedStyle(box).backgroundColor;
          if (background === 'rgba(0, 0, 0, 0)') continue;
          backgrounds.push(background);
          if (!background.startsWith('rgba(')) break;
        }
        const key = JSON.stringify([colour, backgrounds]);
        if (!found.has(key))
          found.set(key, { text: node.textContent.trim().slice(0, 40), colour, backgrounds });
      }
    }
    return [...found.values()];
  }, CODE_LINES);
  return pairs.flatMap(({ text, colour, backgrounds }) => {
    const layers = [...backgrounds, 'rgb(255, 255, 255)'].map(parseRgba);
    const foreground = parseRgba(colour);
    if (!foreground || layers.some((layer) => layer === undefined)) {
      return [`code "${text}": colours that cannot be read: ${colour} on ${backgrounds.join(' over ')}`];
    }
    const background = (layers as Rgba[]).reduceRight((under, layer) => over(layer, under));
    const ratio = contrast(css(over(foreground, background)), css(background));
    return ratio >= 4.5
      ? []
      : [`code "${text}": ${colour} on ${css(background)} is ${ratio.toFixed(2)}:1, under 4.5:1`];
  });
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
 * The rules whose outcome can differ between two desktop widths of one page: the DOM and the
 * colours are the same, only the geometry differs (what overflows, what crowds or covers what,
 * what text lies over which background).
 */
export const LAYOUT_RULES = ['scrollable-region-focusable', 'target-size', ...COLOUR_RULES] as const;

/**
 * Checks the open page as it is now drawn, in the colour mode it shows (`mode`), and returns one
 * line per violation. By default light gets every WCAG 2.2 AA rule and dark the colour rules,
 * all a mode change can alter (COLOUR_RULES); `rules` narrows a run further. The code blocks'
 * colours (which no width changes) are checked unless `code` is false. `prepared`: the page was
 * brought to its full state (prepareForAxe) by an earlier check.
 */
export async function axeAsShown(
  page: Page,
  label: string,
  mode: 'light' | 'dark',
  {
    rules,
    code = true,
    prepared = false,
  }: { rules?: readonly string[]; code?: boolean; prepared?: boolean } = {},
): Promise<string[]> {
  // Once prepared, a page keeps its blocks laid out and its diagrams drawn through resizes.
  if (prepared) await finishTransitions(page);
  else await prepareForAxe(page);
  const run = rules ?? (mode === 'dark' ? COLOUR_RULES : undefined);
  return [
    ...formatViolations(label, mode, await axeViolations(page, run)),
    ...(code ? await codeContrastFailures(page) : []).map((failure) => `${label} [${mode}] ${failure}`),
  ];
}

/**
 * Checks the open page in light, then in dark, switching with the site's own colour-mode toggle
 * (no reload), and returns one line per violation (empty when there are none).
 */
export async function axeInBothModes(page: Page, route: string): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    await chooseColourMode(page, mode);
    found.push(...(await axeAsShown(page, route, mode)));
  }
  return found;
}
