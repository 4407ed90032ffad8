/**
 * The browser side of search: loads Pagefind's API and the site's page list from /pagefind/
 * (written by the plugin after the build), runs queries, and turns Pagefind's results into
 * what the modal and the /search page show.
 *
 * What a search costs is kept small. Pagefind fetches only the index chunks a query's words
 * need. The page list (title, address and section of every page, a few kilobytes) lets a
 * result be ranked, grouped and shown the moment the index answers; the page's fragment,
 * which holds its text for the excerpt, is fetched only for results the reader can see, once
 * the query has settled (see useSiteSearch).
 */
import { MAX_QUERY_LENGTH, lookupWeight, searchSections } from '@site/src/data/search';
import type { PageList } from '../types';

/** A matched heading of a page, as Pagefind computes it (`sub_results`). */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string };
  weighted_locations?: { balanced_score: number }[];
}

/** What `result.data()` resolves to: the page's fragment, with the excerpts for the query. */
export interface PagefindData {
  url: string;
  excerpt: string;
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

/** The part of Pagefind's JavaScript API (pagefind.js) the site uses. */
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] }>;
}

/** What the search runs on: Pagefind's API and the page list. */
export interface SiteIndex {
  pagefind: PagefindApi;
  pages: PageList;
}

/** Why search cannot run: no index to load (a dev server before any build), or it failed. */
export type SearchUnavailable = 'no-index' | 'failed';

export class SearchUnavailableError extends Error {
  constructor(readonly reason: SearchUnavailable) {
    super(reason === 'no-index' ? 'The search index could not be loaded' : 'Search failed');
  }
}

let loading: Promise<SiteIndex> | undefined;

/** The index, loaded once (again after a failure, so a later try can succeed). */
export function loadSiteIndex(baseUrl: string): Promise<SiteIndex> {
  loading ??= (async () => {
    // Without an index (a dev server before any build) this answers with the app's HTML.
    const pageList = fetch(`${baseUrl}pagefind/pages.json`)
      .then((response) => (response.ok ? (response.json() as Promise<PageList>) : undefined))
      .catch(() => undefined);
    let pagefind: PagefindApi;
    try {
      // A URL on the site, not a module of the bundle: the index comes from the build.
      pagefind = (await import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`)) as PagefindApi;
    } catch {
      throw new SearchUnavailableError('no-index');
    }
    await pagefind.options({
      // Search runs on the page's own thread: it takes milliseconds for this site, and the
      // worker would be a second 12 KB script on the first search (and is not deployed).
      noWorker: true,
      excerptLength: 24,
      ranking: {
        // Matches in these metadata fields add to a page's score: its title, and the keywords
        // and description of its front matter. Pagefind's automatic image fields (here the
        // footer's logo, on every page) would only add noise.
        metaWeights: { title: 2, keywords: 1, description: 0.5, image: 0, image_alt: 0 },
      },
    });
    const pages = await pageList;
    if (!pages) throw new SearchUnavailableError('no-index');
    return { pagefind, pages };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A query as it is searched: trimmed, spaces collapsed, cut to MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string): { query: string; truncated: boolean } {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  return { query: trimmed.slice(0, MAX_QUERY_LENGTH).trim(), truncated: trimmed.length > MAX_QUERY_LENGTH };
}

/** Whether a query has anything to search for: a letter or a digit (Pagefind drops punctuation). */
export function hasSearchableText(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

/** One part of an excerpt: plain text, or a match to highlight. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Splits a Pagefind excerpt into text and matches. Pagefind marks matches with `<mark>` and
 * escapes `<` and `>` in the text; the parts are rendered as text, never as HTML.
 */
export function excerptParts(pagefindExcerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const decode = (s: string): string => s.replace(/&(lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e] ?? e);
  // The index keeps the parts of a path apart (`Patient/ $everything`): join them again.
  const excerpt = pagefindExcerpt.replace(/([^\s>])\/ (?=\S)/g, '$1/');
  let last = 0;
  for (const match of excerpt.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    if (match.index > last) parts.push({ text: decode(excerpt.slice(last, match.index)), match: false });
    parts.push({ text: decode(match[1] ?? ''), match: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), match: false });
  return parts.filter((part) => part.text.length > 0);
}

/** A page that matched: all the page list says, ranked, and a way to its fragment. */
export interface PageResult {
  id: string;
  url: string;
  title: string;
  section: string;
  /** Pagefind's score times the section's weight. */
  score: number;
  data: () => Promise<PagefindData>;
}

/** A heading of a page that matched, linking to its anchor. */
export interface HeadingHit {
  title: string;
  url: string;
  excerpt: ExcerptPart[];
}

/** What a page's fragment adds to its result: the excerpt and its best-matching headings. */
export interface ResultDetails {
  excerpt: ExcerptPart[];
  headings: HeadingHit[];
}

/** How many matched headings a result shows under its page. */
const HEADINGS_PER_PAGE = 2;

const subScore = (sub: PagefindSubResult): number =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/** The excerpt and best-matching headings (shown in page order) of a page's fragment. */
export function toDetails(data: PagefindData): ResultDetails {
  const headings = data.sub_results
    .filter((sub) => sub.anchor && /^h[23]$/i.test(sub.anchor.element) && sub.title.trim() !== '')
    .map((sub, order) => ({ sub, order, score: subScore(sub) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, HEADINGS_PER_PAGE)
    .sort((a, b) => a.order - b.order)
    .map(({ sub }) => ({ title: sub.title.trim(), url: sub.url, excerpt: excerptParts(sub.excerpt) }));
  return { excerpt: excerptParts(data.excerpt), headings };
}

/** The results of one query: how many pages matched, per section too, and the pages. */
export interface SearchOutcome {
  /** The query as searched (see normaliseQuery). */
  query: string;
  /** Pages matching in every section, and per section (whatever section is chosen). */
  total: number;
  sectionCounts: Record<string, number>;
  /** The matching pages in the chosen section (or all), best first. */
  results: readonly PageResult[];
}

/** A page's identity in results: its address without query, hash or trailing slash. */
export const pageKey = (url: string): string => url.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');

const sectionWeights = new Map(searchSections.map(({ label, weight }) => [label, weight]));

/**
 * Runs a query, in one section or all. Results are ranked by Pagefind's score times their
 * section's weight, and a page is never listed twice. (A word that matches no page does not
 * empty the results: Pagefind ranks the pages that match the other words, so a mistyped word,
 * or a missing page's path, still finds something.)
 */
export async function runSearch(
  { pagefind, pages }: SiteIndex,
  query: string,
  section?: string,
): Promise<SearchOutcome> {
  let response: { results: PagefindResult[] };
  try {
    // A last word of one character would match every word it starts, across the index: it
    // is left out until a second is typed ("smart a" searches "smart").
    response = await pagefind.search(query.replace(/(\S) \S$/u, '$1'));
  } catch {
    throw new SearchUnavailableError('failed');
  }
  const seen = new Set<string>();
  const all: PageResult[] = [];
  for (const { id, score, data } of response.results) {
    const page = pages.pages[id];
    if (!page) continue;
    const [url, title, sectionIndex] = page;
    const pageSection = pages.sections[sectionIndex] ?? '';
    if (seen.has(pageKey(url))) continue;
    seen.add(pageKey(url));
    all.push({
      id,
      url,
      title,
      section: pageSection,
      score: score * (sectionWeights.get(pageSection) ?? 1) * lookupWeight(url, title, query),
      data,
    });
  }
  all.sort((a, b) => b.score - a.score);
  const sectionCounts: Record<string, number> = {};
  for (const result of all) sectionCounts[result.section] = (sectionCounts[result.section] ?? 0) + 1;
  return {
    query,
    total: all.length,
    sectionCounts,
    results: section ? all.filter((result) => result.section === section) : all,
  };
}

/** Results grouped by section, groups in the order of their best result. */
export function groupBySection<T extends { section: string }>(
  results: readonly T[],
): { section: string; results: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const result of results) {
    const group = groups.get(result.section);
    if (group) group.push(result);
    else groups.set(result.section, [result]);
  }
  return [...groups].map(([section, sectionResults]) => ({ section, results: sectionResults }));
}
