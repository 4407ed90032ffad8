/**
 * Site search, as data: which pages are indexed, the section each result is labelled and
 * filtered by, and the limits of a query. The index and the search UI are
 * src/plugins/search (Pagefind and its Component UI).
 */
import { docsSubsections, siteSections } from './sections';

/** A search section: its label on results and in the section filter, and the paths it covers. */
export interface SearchSection {
  label: string;
  /** The path it covers (the path itself and everything under it); the deepest match wins. */
  path: string;
}

/** The section of every indexed page no other section holds (home, about, legal pages). */
export const DEFAULT_SEARCH_SECTION = 'Company';

/**
 * The site's sections (src/data/sections.ts) and the docs groups outside the sidebar, plus
 * the generated FHIR reference and the implementation guides, which readers look for apart.
 */
export const searchSections: readonly SearchSection[] = [
  ...siteSections.map(({ label, path }) => ({ label, path })),
  ...docsSubsections.map(({ label, path }) => ({ label, path })),
  { label: 'FHIR reference', path: '/docs/reference/fhir' },
  { label: 'Services', path: '/fig' },
];

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The section a page's results show, by its path; the deepest matching section wins. */
export function searchSectionOf(pathname: string): string {
  const matches = searchSections.filter(({ path }) => within(pathname, path));
  matches.sort((a, b) => b.path.length - a.path.length);
  return matches[0]?.label ?? DEFAULT_SEARCH_SECTION;
}

/**
 * Pages left out of the index: utility pages with nothing to find (the icon sheet, the search
 * page) and the blog's lists, which only repeat its posts. (The not-found page, which has no
 * path of its own, is left out by src/plugins/search/theme/Layout.)
 */
const UNINDEXED: readonly RegExp[] = [
  /^\/icons$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/(page|tags|authors|archive)(\/|$)/,
];

/** Whether the page at this path is indexed. */
export function isIndexedPath(pathname: string): boolean {
  const path = pathname.replace(/(.)\/$/, '$1');
  return !UNINDEXED.some((pattern) => pattern.test(path));
}

/** The longest query searched: longer input is cut here (a pasted page would only be slow). */
export const MAX_QUERY_LENGTH = 200;

/**
 * How Pagefind ranks (its `ranking` option), tuned with tests/e2e/search-relevance.spec.ts.
 * Headings already count above body text in Pagefind (h1 7, h2 6, h3 5); a match in a page's
 * title counts twice Pagefind's default (10, not 5), so the page about a term comes first.
 * Long reference pages are not held back for their length (`pageLength` 0.1, not 0.75), and a
 * word repeated on a page saturates sooner (`termSaturation` 0.8, not 1.4), so a page that
 * says a term once in its heading is not outranked by one that repeats it in prose.
 */
export const SEARCH_RANKING = {
  termFrequency: 0.6,
  pageLength: 0.1,
  termSaturation: 0.8,
  metaWeights: { title: 10 },
} as const;

/**
 * Search weights of Markdown headings (src/theme/MDXComponents.tsx), against body text's 1: a
 * page's title as its title meta (10), and section headings above Pagefind's defaults (h2 6,
 * h3 5), so the section about a term comes before the prose that mentions it.
 */
export const HEADING_WEIGHTS = { h1: SEARCH_RANKING.metaWeights.title, h2: 7, h3: 6 } as const;

/**
 * The query a search page address asks for (`?q=`), cut to the longest searched, with what
 * the reader should know about it: that it was cut, or that it has nothing to search for.
 */
export function searchQueryOf(search: string): { query: string; note?: string } {
  const raw = (new URLSearchParams(search).get('q') ?? '').trim();
  const query = raw.slice(0, MAX_QUERY_LENGTH);
  if (raw.length > MAX_QUERY_LENGTH)
    return { query, note: `Only the first ${MAX_QUERY_LENGTH} characters of the search were used.` };
  if (query && !/[\p{L}\p{N}]/u.test(query))
    return { query, note: `“${query}” has no letters or digits to search for: try a word, such as FHIR.` };
  return { query };
}

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
