/**
 * Recent searches, kept in localStorage so the search modal can offer them again. Storage can
 * be missing or refuse writes (private modes, a full quota, blocked cookies): search then
 * works the same, and the list lives only as long as the page.
 */

/** The storage key, beside the site's other `sanoria.*` keys. */
export const RECENT_SEARCHES_KEY = 'sanoria.search.recent';

/** How many recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The recent searches, newest first; none when storage is unavailable or holds something else. */
export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Saves the list; a storage that refuses is ignored (the caller keeps the list in memory). */
export function writeRecentSearches(searches: readonly string[]): void {
  try {
    const store = storage();
    if (searches.length === 0) store?.removeItem(RECENT_SEARCHES_KEY);
    else store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Storage refused: the list stays in memory only.
  }
}

/** The list with `query` added first (once, compared without case), cut to the maximum. */
export function withRecentSearch(searches: readonly string[], query: string): string[] {
  const key = query.toLowerCase();
  return [query, ...searches.filter((item) => item.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}
