/**
 * mark.js as the search bar uses it, loaded only when a page has words to highlight.
 *
 * The search bar (@easyops-cn/docusaurus-search-local, `highlightSearchTermsOnTargetPage`)
 * imports mark.js into the main bundle, which every page downloads (about 15 KB), and calls
 * `new Mark(article).unmark()` after every navigation and again once the page has hydrated, to
 * clear the highlights a previous search left. Almost every time there is nothing to clear and
 * nothing to mark: mark.js would visit every text node of the article (some 50 ms on a long
 * docs page on a mid-range phone) to find nothing.
 *
 * This stand-in answers that case itself: `unmark()` on an article that holds no highlight
 * (no `mark[data-markjs]`) does nothing. Only a page opened from a search result
 * (`?_highlight=…`) or one that still holds highlights loads mark.js, with a dynamic `import()`,
 * and runs the calls in the order they were made. It replaces mark.js in the browser bundle
 * only (see configureWebpack in ./index.ts).
 */

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

type MarkConstructor = new (context: unknown) => MarkInstance;

/** mark.js itself, fetched the first time a call needs it. */
let library: Promise<MarkConstructor> | undefined;
const loadLibrary = (): Promise<MarkConstructor> =>
  // The same library by another file name: the replacement in ./index.ts matches dist/mark.js only.
  (library ??= import('mark.js/dist/mark.es6.js').then((module) => module.default as MarkConstructor));

/** The calls waiting for mark.js, run one after another in the order they were made. */
let queue: Promise<void> = Promise.resolve();
/** How many calls are in the queue: while any is, every later call must queue behind it. */
let waiting = 0;

/** True when `context` is one element (or document) that holds no mark.js highlight. */
function holdsNoHighlight(context: unknown, options: Options | undefined): boolean {
  if (options?.element !== undefined || options?.className !== undefined) return false;
  const root = context as Partial<ParentNode> | null;
  if (!root || typeof root.querySelector !== 'function') return false;
  return root.querySelector('mark[data-markjs]') === null;
}

export default function Mark(this: unknown, context: unknown): MarkInstance {
  let original: MarkInstance | undefined;
  const later = (call: (mark: MarkInstance) => void): MarkInstance => {
    waiting += 1;
    queue = queue
      .then(loadLibrary)
      .then((MarkJs) => call((original ??= new MarkJs(context))))
      .catch((error: unknown) => console.error('Search highlighting failed:', error))
      .finally(() => {
        waiting -= 1;
      });
    return instance;
  };
  const instance: MarkInstance = {
    mark: (keywords, options) => later((m) => m.mark(keywords, options)),
    markRegExp: (pattern, options) => later((m) => m.markRegExp(pattern, options)),
    markRanges: (ranges, options) => later((m) => m.markRanges(ranges, options)),
    unmark: (options) => {
      // Nothing to clear and nothing queued that could add a highlight: done, without mark.js.
      if (waiting === 0 && holdsNoHighlight(context, options)) {
        options?.done?.(0);
        return instance;
      }
      return later((m) => m.unmark(options));
    },
  };
  return instance;
}
