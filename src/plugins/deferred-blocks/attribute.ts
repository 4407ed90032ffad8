/** On `<html>` while a page's far blocks are deferred (./styles.css). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-blocks';
/**
 * Also on `<html>`, for the one rule that defers the blocks (`content-visibility`, ./styles.css).
 * It outlives DEFERRED_ATTRIBUTE: when the last block is rendered the rule matches nothing (every
 * block has RENDERED_ATTRIBUTE), and taking the attribute off then would restyle every element of
 * the page's Markdown, a task of about 100 ms on /docs/sdk at 4× CPU slowdown. It goes at a move
 * to another page, which renders new Markdown anyway.
 */
export const DEFER_RULE_ATTRIBUTE = 'data-defer-blocks';
/** On a block: rendered for good, deferred no longer. */
export const RENDERED_ATTRIBUTE = 'data-block-rendered';
/**
 * The blocks that may be deferred: the direct children of a page's Markdown from the ninth
 * on, but its headings (./styles.css adds the conditions that change while a page is open).
 */
export const BLOCKS = '.markdown > :nth-child(n + 9):not(h1, h2, h3, h4, h5, h6, header)';
