/** Helpers for linking to the site's search page (/search, from the local search plugin). */

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

/** The search page's address for a query, as the search plugin reads it (`?q=`). */
export function searchPageUrl(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}
