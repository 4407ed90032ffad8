/**
 * mark.js as the search bar uses it, minus a walk over every page's text that finds nothing.
 *
 * The search bar (@easyops-cn/docusaurus-search-local, `highlightSearchTermsOnTargetPage`)
 * calls `new Mark(article).unmark()` after every navigation and again once the page has
 * hydrated, to clear the highlights a previous search left. mark.js does that by visiting
 * every text node of the article: on a long docs page, some 50 ms of main-thread work on a
 * mid-range phone, every time, almost always to remove nothing. This stand-in skips the walk
 * when the article holds no highlight (no `mark[data-markjs]`); otherwise, and for
 * everything else, it is mark.js itself. It replaces mark.js in the browser bundle only
 * (see configureWebpack in ./index.ts).
 */
// The same library, by another file name: the replacement in ./index.ts matches dist/mark.js only.
import OriginalMark from 'mark.js/dist/mark.es6.js';

type Options = Record<string, unknown> & {
  done?: (count: number) => void;
  element?: string;
  className?: string;
};

interface MarkInstance {
  mark(keywords: string | string[], options?: Options): MarkInstance;
  markRegExp(pattern: RegExp, options?: Options): MarkInstance;
  markRanges(ranges: unknown[], options?: Options): MarkInstance;
  unmark(options?: Options): MarkInstance;
}

/** True when `context` is one element (or document) that holds no mark.js highlight. */
function holdsNoHighlight(context: unknown, options: Options | undefined): boolean {
  if (options?.element !== undefined || options?.className !== undefined) return false;
  const root = context as Partial<ParentNode> | null;
  if (!root || typeof root.querySelector !== 'function') return false;
  return root.querySelector('mark[data-markjs]') === null;
}

export default function Mark(this: unknown, context: unknown): MarkInstance {
  const original = new (OriginalMark as unknown as new (context: unknown) => MarkInstance)(context);
  const instance: MarkInstance = {
    mark: (keywords, options) => (original.mark(keywords, options), instance),
    markRegExp: (pattern, options) => (original.markRegExp(pattern, options), instance),
    markRanges: (ranges, options) => (original.markRanges(ranges, options), instance),
    unmark: (options) => {
      if (holdsNoHighlight(context, options)) options?.done?.(0);
      else original.unmark(options);
      return instance;
    },
  };
  return instance;
}
