/** On `<html>` while a page's far blocks are deferred (./styles.css). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-blocks';
/**
 * Also on `<html>`, for the one rule that defers the blocks (`content-visibility`, ./styles.css).
 * It outlives DEFERRED_ATTRIBUTE: when the last block is rendered the rule matches nothing (every
 * block has RENDERED_ATTRIBUTE), and taking the attribute off then would restyle every element of
 * the page's Markdown, a task of about 100 ms on /docs/sdk at 4× CPU slowdown, right after the
 * load. It goes at a move to another page, so that the next page renders whole; that restyles
 * the old page once, as the move starts (86-97 ms from /docs/sdk at 4× CPU), which only readers
 * who move on within the app pay. A block React adds to the page after the last one rendered
 * would be deferred again; none does (theme-classic's tabs mount theirs again right after
 * hydration, before the first slice).
 */
export const DEFER_RULE_ATTRIBUTE = 'data-defer-blocks';
/** On a block: rendered for good, deferred no longer. */
export const RENDERED_ATTRIBUTE = 'data-block-rendered';
/**
 * The blocks that may be deferred: the direct children of a page's Markdown from the ninth
 * on, but its headings (./styles.css adds the conditions that change while a page is open).
 */
export const BLOCKS = '.markdown > :nth-child(n + 9):not(h1, h2, h3, h4, h5, h6, header)';
