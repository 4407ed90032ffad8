/**
 * What search says when it has no results to show, shared by the modal and the /search page:
 * nothing to search for, no results, a query cut short, search unavailable.
 */
import type { MouseEvent, ReactNode } from 'react';
import { MAX_QUERY_LENGTH } from '@site/src/data/search';
import type { SiteSearchState } from '../../client/useSiteSearch';
import { PopularPages } from '../Results';
import styles from './styles.module.css';

type Chosen = (event: MouseEvent<HTMLAnchorElement>) => void;

/** The message for a search that cannot show results, or null when there are results. */
export function SearchMessage({ state, onChoose }: { state: SiteSearchState; onChoose?: Chosen }): ReactNode {
  switch (state.status) {
    case 'no-words':
      return (
        <div className={styles.message}>
          <p>
            <strong>“{state.query}”</strong> has no words to search for. Type a word or a number.
          </p>
        </div>
      );
    case 'unavailable':
      return (
        <div className={styles.message}>
          {state.reason === 'no-index' && process.env.NODE_ENV === 'development' ? (
            <p>
              There is no search index yet. Search reads the index of the last production build: run{' '}
              <code>npm run build</code> once, and search works here too.
            </p>
          ) : (
            <p>Search could not load. Check your connection and try again, or open one of these pages.</p>
          )}
          <PopularPages title="Popular pages" onChoose={onChoose} />
        </div>
      );
    case 'done':
      if (state.outcome.total > 0) return null;
      return (
        <div className={styles.message}>
          <p>
            No results for <strong>“{state.query}”</strong>. Check the spelling, or try fewer or more general
            words.
          </p>
          <PopularPages title="Try one of these pages" onChoose={onChoose} />
        </div>
      );
    default:
      return null;
  }
}

/** A note when what was searched is not all that was typed. */
export function QueryNotes({ state }: { state: SiteSearchState }): ReactNode {
  if (state.status !== 'done' || !state.truncated) return null;
  return <p className={styles.notes}>Only the first {MAX_QUERY_LENGTH} characters are searched.</p>;
}

/** The count readers hear when results change (a polite live region). */
export function resultSummary(state: SiteSearchState): string {
  switch (state.status) {
    case 'done':
      return state.outcome.total === 1 ? '1 result' : `${state.outcome.total} results`;
    case 'no-words':
      return 'Nothing to search for';
    case 'unavailable':
      return 'Search is unavailable';
    default:
      return '';
  }
}
