/**
 * Site search, as data: the sections results are grouped and filtered by, the pages the empty
 * and no-results states suggest, and links to the /search page. The index is built by
 * src/plugins/search; the modal and the page read this file.
 */

/** A section of the site, as search results group and filter them. */
export interface SearchSection {
  /** Its name on result groups and filter chips. */
  label: string;
  /** The paths it covers (the path itself and everything under it); the deepest match wins. */
  paths: readonly string[];
  /**
   * How its results rank against other sections': Pagefind's score is multiplied by it. The
   * developer docs come first for a technical term; service pages introduce a product and blog
   * posts tell a story at a date. Company pages rank as the docs do: their long text already
   * scores low for a technical term, and a lower weight lost "open roles" its careers page. A
   * page whose title matches still wins (Pagefind boosts title matches).
   */
  weight: number;
}

/**
 * The sections, in the order chips show them. Every page outside them (home, about, careers,
 * legal) is "Company and careers". The weights were tuned with the relevance test
 * (tests/e2e/search-relevance.spec.ts).
 */
export const searchSections: readonly SearchSection[] = [
  { label: 'Docs', paths: ['/docs'], weight: 1 },
  { label: 'Workflow guides', paths: ['/docs/workflows'], weight: 1 },
  { label: 'Policies', paths: ['/docs/policies'], weight: 1 },
  { label: 'Services', paths: ['/services', '/fig'], weight: 0.6 },
  { label: 'Blog', paths: ['/blog'], weight: 0.45 },
  { label: 'Company and careers', paths: [], weight: 1 },
];

/**
 * Pages a reader looks up by name: the FHIR reference's resource and datatype pages. One ranks
 * as its section when the query is its title, spelled as FHIR spells it (`Patient` finds the
 * Patient page first; `patient`, a word of prose, finds the guides);
 * otherwise its score is multiplied by `weight`, so the guides that explain a topic stay
 * above the ~185 reference pages that name it (`Observation` is not drowned by
 * `ObservationDefinition`, nor `implementation guides` by `ImplementationGuide`).
 */
export const lookupPages = { prefix: '/docs/reference/fhir/', weight: 0.3 } as const;

/** The extra weight of a result: 1, or the lookup weight for a reference page not named by the query. */
export function lookupWeight(url: string, title: string, query: string): number {
  if (!url.startsWith(lookupPages.prefix)) return 1;
  return title.trim() === query.trim() ? 1 : lookupPages.weight;
}

/** The section of every page that no other section holds. */
export const DEFAULT_SEARCH_SECTION = 'Company and careers';

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The section a page's search results show, by its path. The deepest matching path wins, so
 * a workflow guide is in "Workflow guides", not "Docs".
 */
export function searchSectionOf(pathname: string): string {
  let best: { label: string; depth: number } | undefined;
  for (const section of searchSections) {
    for (const base of section.paths) {
      if (within(pathname, base) && (!best || base.length > best.depth)) {
        best = { label: section.label, depth: base.length };
      }
    }
  }
  return best?.label ?? DEFAULT_SEARCH_SECTION;
}

/** A page the empty and no-results states offer. */
export interface SuggestedPage {
  title: string;
  path: string;
}

/** What readers look for most: offered before they type, and when a search finds nothing. */
export const popularPages: readonly SuggestedPage[] = [
  { title: 'Quick start', path: '/docs#quick-start-in-five-minutes' },
  { title: 'FHIR search', path: '/docs/platform/search' },
  { title: 'SMART App Launch', path: '/docs/integration/smart-app-launch' },
  { title: 'HL7 v2 interfacing', path: '/docs/integration/hl7-interfacing' },
  { title: 'TypeScript SDK', path: '/docs/sdk' },
  { title: 'Service catalogue', path: '/services' },
  { title: 'Security policy library', path: '/docs/policies' },
];

/** The longest query searched: longer input is cut here (a pasted page would only be slow). */
export const MAX_QUERY_LENGTH = 200;

/**
 * The shortest query searched. One letter matches every page and is the one query slow to
 * answer (every word it starts); until a second one is typed, the modal keeps offering the
 * recent searches and popular pages.
 */
export const MIN_QUERY_LENGTH = 2;

/**
 * A query whose last word has this many characters or more is searched at every key; one
 * whose last word is shorter ("AI", "R4", "smart ap") once the reader pauses on it. Pagefind
 * matches the last word as a prefix: one or two letters start a large share of the index's
 * words, spread over several of its chunks (each ~33 KB), and are mostly on the way to a
 * longer word.
 */
export const INSTANT_WORD_LENGTH = 3;

/** File extensions and names that say nothing about what the reader was looking for. */
const NOISE = new Set(['index', 'html', 'htm', 'php', 'asp', 'aspx', 'jsp', 'md', 'mdx']);

/**
 * The words of a path, for searching: `/docs/platfrom/serch-params.html` → `docs platfrom serch
 * params`. The path is split on `/`, `-`, `_` and `.`; empty parts, file extensions and
 * `index` are dropped.
 */
export function searchWordsFromPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search for the path as it is.
  }
  return decoded
    .split(/[/\-_.\s]+/)
    .filter((word) => word.length > 0 && !NOISE.has(word.toLowerCase()))
    .join(' ');
}

/** The search page's address for a query (`/search?q=…`). */
export function searchPageUrl(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}
