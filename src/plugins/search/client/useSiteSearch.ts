/**
 * Runs a query as the reader types it and keeps what to show: the matching pages, how many
 * there are in each section, the excerpts loaded so far, and whether search is available.
 *
 * Results appear at every key: the index answers in milliseconds and the page list gives each
 * result its title and section. A result's excerpt and headings need its fragment from the
 * network, so fragments are fetched only for the results a view asks for (`wantDetails`: the
 * modal's first few, the /search page's visible ones) and only once the reader pauses
 * (SETTLE_MS), or at once when the fragment is already here. Typing a word does not fetch the
 * fragments of every prefix on the way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { INSTANT_WORD_LENGTH, MIN_QUERY_LENGTH } from '@site/src/data/search';
import {
  hasSearchableText,
  loadSiteIndex,
  normaliseQuery,
  runSearch,
  SearchUnavailableError,
  toDetails,
  type PageResult,
  type ResultDetails,
  type SearchOutcome,
  type SearchUnavailable,
} from './pagefind';

/**
 * How long the reader pauses before excerpts are fetched, and before a query ending in a short
 * word is searched (a quick typist's gap between keys is about 150 ms).
 */
export const SETTLE_MS = 250;

/** Results of a query. */
interface Done {
  status: 'done';
  query: string;
  /** The query was longer than MAX_QUERY_LENGTH and was cut. */
  truncated: boolean;
  outcome: SearchOutcome;
  /** The results shown: the first `pageSize`, more after each "Show more". */
  shown: readonly PageResult[];
}

type Unavailable = { status: 'unavailable'; reason: SearchUnavailable };

export type SiteSearchState =
  /** Nothing typed yet (or one character: see MIN_QUERY_LENGTH). */
  | { status: 'empty' }
  /** Typed, but nothing to search for (only punctuation or symbols). */
  | { status: 'no-words'; query: string }
  /** The index or the first results are on their way. */
  | { status: 'searching'; query: string }
  | Done
  | Unavailable;

export interface SiteSearch {
  state: SiteSearchState;
  /** Whether the results shown answer the query as typed now (not the one before it). */
  fresh: boolean;
  /** Excerpts and headings of the results shown, by result id, as far as they are loaded. */
  details: ReadonlyMap<string, ResultDetails>;
  /** Asks for the excerpts of these results (fetched once the query has settled). */
  wantDetails: (ids: readonly string[]) => void;
  /** Whether more results than those shown exist. */
  hasMore: boolean;
  /** Shows the next `pageSize` results. */
  loadMore: () => void;
}

/** An answer, and the query (and section) it answers. */
interface Answer {
  key: string;
  state: Done | Unavailable;
  pages: number;
}

/** Fragments fetched before: their results' excerpts cost no network, so they need no pause. */
const fetched = new Set<string>();

const NO_DETAILS: ReadonlyMap<string, ResultDetails> = new Map();

/** Searches `rawQuery` in `section` (all sections when undefined), `pageSize` results at a time. */
export default function useSiteSearch(
  rawQuery: string,
  section: string | undefined,
  pageSize: number,
): SiteSearch {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const { query, truncated } = normaliseQuery(rawQuery);
  const searchable = query.length >= MIN_QUERY_LENGTH && hasSearchableText(query);
  const key = searchable ? `${section ?? ''}\u0000${query}` : '';
  const [answer, setAnswer] = useState<Answer | undefined>();
  // Once the box is cleared, the last results are gone: they do not come back while the
  // first results for a new query load (React's pattern for adjusting state to a prop).
  const [previousKey, setPreviousKey] = useState(key);
  if (key !== previousKey) {
    setPreviousKey(key);
    if (!key) setAnswer(undefined);
  }

  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const search = async (): Promise<void> => {
      let state: Answer['state'];
      try {
        const outcome = await runSearch(await loadSiteIndex(baseUrl), query, section);
        state = { status: 'done', query, truncated, outcome, shown: outcome.results.slice(0, pageSize) };
      } catch (error) {
        state = {
          status: 'unavailable',
          reason: error instanceof SearchUnavailableError ? error.reason : 'failed',
        };
      }
      if (current) setAnswer({ key, state, pages: 1 });
    };
    // A query ending in a short word waits for the reader to pause (see INSTANT_WORD_LENGTH).
    const lastWord = query.split(' ').at(-1) ?? '';
    const timer = lastWord.length < INSTANT_WORD_LENGTH ? window.setTimeout(search, SETTLE_MS) : undefined;
    if (timer === undefined) void search();
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [baseUrl, key, query, truncated, section, pageSize]);

  let state: SiteSearchState;
  if (query.length < MIN_QUERY_LENGTH) state = { status: 'empty' };
  else if (!searchable) state = { status: 'no-words', query };
  else if (answer?.key === key || answer?.state.status === 'done') state = answer.state;
  else state = { status: 'searching', query };
  const fresh = answer !== undefined && answer.key === key;

  // The query has settled once the reader has paused on it.
  const [settledKey, setSettledKey] = useState('');
  useEffect(() => {
    if (!key) return undefined;
    const timer = window.setTimeout(() => setSettledKey(key), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  const settled = settledKey === key;

  const [wanted, setWanted] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: new Set(),
  });
  const wantDetails = useCallback(
    (ids: readonly string[]) =>
      setWanted((previous) => {
        const base = previous.key === key ? previous.ids : new Set<string>();
        if (ids.every((id) => base.has(id))) return previous;
        return { key, ids: new Set([...base, ...ids]) };
      }),
    [key],
  );

  const [loaded, setLoaded] = useState<{ key: string; details: ReadonlyMap<string, ResultDetails> }>({
    key: '',
    details: NO_DETAILS,
  });
  const answerKey = answer?.key ?? '';
  const details = loaded.key === answerKey ? loaded.details : NO_DETAILS;
  /** Fragments on their way, by query and result id: each is asked for once. */
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (!fresh || state.status !== 'done' || wanted.key !== key) return;
    const due = state.shown.filter(
      (result) =>
        wanted.ids.has(result.id) &&
        !details.has(result.id) &&
        !inFlight.current.has(`${key}\u0000${result.id}`) &&
        (settled || fetched.has(result.id)),
    );
    for (const result of due) {
      inFlight.current.add(`${key}\u0000${result.id}`);
      result
        .data()
        .then((data) => {
          fetched.add(result.id);
          setLoaded((previous) => {
            const base = previous.key === key ? previous.details : NO_DETAILS;
            if (base.has(result.id)) return previous;
            return { key, details: new Map(base).set(result.id, toDetails(data)) };
          });
        })
        // A fragment that fails to load leaves its result without an excerpt.
        .catch(() => undefined);
    }
  }, [fresh, state, wanted, key, details, settled]);

  // Only fresh results offer more: a click on the last query's results while the new ones load
  // would be lost when they arrive.
  const hasMore = fresh && state.status === 'done' && state.shown.length < state.outcome.results.length;
  const loadMore = useCallback(() => {
    setAnswer((previous) => {
      if (previous?.key !== key || previous.state.status !== 'done') return previous;
      const pages = previous.pages + 1;
      const shown = previous.state.outcome.results.slice(0, pages * pageSize);
      return { ...previous, pages, state: { ...previous.state, shown } };
    });
  }, [key, pageSize]);

  return { state, fresh, details, wantDetails, hasMore, loadMore };
}
