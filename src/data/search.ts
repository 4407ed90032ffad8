/**
 * Site search, as data: the sections results are grouped and filtered by, and links to the
 * /search page. The index is built by src/plugins/search.
 */

/** A section of the site, as search results group and filter them. */
export interface SearchSection {
  /** Its name on result groups and filter chips. */
  label: string;
  /** The paths it covers (the path itself and everything under it); the deepest match wins. */
  paths: readonly string[];
}

/**
 * The sections, in the order results show them. Every page outside them (home, about,
 * careers, legal) is "Company and careers".
 */
export const searchSections: readonly SearchSection[] = [
  { label: 'Docs', paths: ['/docs'] },
  { label: 'Workflow guides', paths: ['/docs/workflows'] },
  { label: 'Policies', paths: ['/docs/policies'] },
  { label: 'Services', paths: ['/services', '/fig'] },
  { label: 'Blog', paths: ['/blog'] },
  { label: 'Company and careers', paths: [] },
];

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
