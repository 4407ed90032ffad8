/**
 * The body of the search modal, loaded when the modal first opens: the results for what the
 * reader types, the recent searches and popular pages before they type, and the keyboard
 * handling the search box hands over (↑, ↓, Enter).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import Icon from '@site/src/components/Icon';
import { searchPageUrl } from '@site/src/data/search';
import useSiteSearch from '../../client/useSiteSearch';
import { normaliseQuery } from '../../client/pagefind';
import { readRecentSearches, withRecentSearch, writeRecentSearches } from '../../client/recent';
import { displayOrder, HitList, PopularPages, resultOptions, SectionChips, SiteLink } from '../Results';
import { QueryNotes, resultSummary, SearchMessage } from '../Messages';
import styles from './styles.module.css';

/** How many pages the modal lists; the /search page lists them all. */
const MODAL_RESULTS = 8;

/**
 * How many of them show an excerpt and their headings; the others, their title. Each excerpt
 * costs the page's fragment (5–9 KB): three keep a first search within its 150 KB.
 */
const MODAL_DETAILED = 3;

/** What the search box passes on: the keys it does not handle itself. */
export type KeyHandler = (event: KeyboardEvent) => boolean;

export interface SearchPanelProps {
  query: string;
  /** Replaces the query (a recent search was chosen). */
  onQuery: (query: string) => void;
  /** The id the search box's `aria-controls` names. */
  listboxId: string;
  /** Receives the panel's handler for the search box's keys. */
  registerKeys: (handler: KeyHandler | undefined) => void;
  /** The active option changed (for the box's `aria-activedescendant`). */
  onActiveChange: (id: string | undefined) => void;
  /** Closes the modal (a result was opened). */
  onClose: () => void;
}

export default function SearchPanel({
  query,
  onQuery,
  listboxId,
  registerKeys,
  onActiveChange,
  onClose,
}: SearchPanelProps): ReactNode {
  const history = useHistory();
  const [section, setSection] = useState<string | undefined>();
  const { state, fresh, details, wantDetails } = useSiteSearch(query, section, MODAL_RESULTS);
  // The panel only ever renders in the browser (the modal loads it), so storage can be read here.
  const [recent, setRecent] = useState<string[]>(readRecentSearches);

  const results = useMemo(() => (state.status === 'done' ? state.shown : []), [state]);
  // The first results, as shown, get their excerpts (once they answer the query typed now).
  const detailedIds = useMemo(
    () =>
      new Set(
        displayOrder(results)
          .slice(0, MODAL_DETAILED)
          .map((result) => result.id),
      ),
    [results],
  );
  useEffect(() => {
    if (fresh) wantDetails([...detailedIds]);
  }, [fresh, detailedIds, wantDetails]);
  const detailed = useMemo(
    () => new Map([...details].filter(([id]) => detailedIds.has(id))),
    [details, detailedIds],
  );
  const options = useMemo(() => resultOptions(results, detailed, listboxId), [results, detailed, listboxId]);
  // The active option stays active as excerpts arrive; new results start at the first.
  const [chosenId, setChosenId] = useState<string | undefined>();
  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.id === chosenId),
  );
  const activeId = options[activeIndex]?.id;
  useEffect(() => onActiveChange(activeId), [activeId, onActiveChange]);

  const remember = useCallback(() => {
    const { query: searched } = normaliseQuery(query);
    if (!searched) return;
    const next = withRecentSearch(recent, searched);
    writeRecentSearches(next);
    setRecent(next);
  }, [query, recent]);

  const open = useCallback(
    (url: string) => {
      remember();
      onClose();
      history.push(url);
    },
    [history, onClose, remember],
  );

  // A layout effect: the keys act on the results on screen from the moment they are shown (a
  // passive effect ran later, and an Enter pressed in between opened the search page instead).
  useLayoutEffect(() => {
    registerKeys((event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return false;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setChosenId(options[(activeIndex + step + options.length) % options.length]?.id);
        return true;
      }
      if (event.key === 'Enter') {
        const option = options[activeIndex];
        if (option) open(option.url);
        else if (normaliseQuery(query).query) open(searchPageUrl(normaliseQuery(query).query));
        return true;
      }
      return false;
    });
    return () => registerKeys(undefined);
  }, [registerKeys, options, activeIndex, open, query]);

  // The active option stays in view as the arrows move it.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const chosen = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    remember();
    onClose();
  };

  const forget = (item: string | undefined): void => {
    const next = item === undefined ? [] : recent.filter((entry) => entry !== item);
    writeRecentSearches(next);
    setRecent(next);
  };

  const summary = resultSummary(state);
  return (
    <div className={styles.panel}>
      <p className="sr-only" role="status">
        {summary}
      </p>
      {state.status === 'empty' && (
        <div className={styles.start}>
          {recent.length > 0 && (
            <section className={styles.recent} aria-labelledby="search-recent-title">
              <div className={styles.recentHeader}>
                <p className={styles.sectionTitle} id="search-recent-title">
                  Recent searches
                </p>
                <button type="button" className={styles.textButton} onClick={() => forget(undefined)}>
                  Clear<span className="sr-only"> recent searches</span>
                </button>
              </div>
              <ul className={styles.recentList}>
                {recent.map((item) => (
                  <li key={item} className={styles.recentItem}>
                    <button type="button" className={styles.recentQuery} onClick={() => onQuery(item)}>
                      <Icon name="clock" size={18} className={styles.recentIcon} />
                      <span className={styles.recentText}>{item}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove “${item}” from recent searches`}
                      onClick={() => forget(item)}>
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <PopularPages title="Popular pages" onChoose={chosen} />
        </div>
      )}
      {state.status === 'searching' && <p className={styles.searching}>Searching…</p>}
      <SearchMessage state={state} onChoose={chosen} />
      {state.status === 'done' && state.outcome.total > 0 && (
        <>
          <SectionChips
            total={state.outcome.total}
            counts={state.outcome.sectionCounts}
            selected={section}
            onSelect={setSection}
          />
          <QueryNotes state={state} />
          <HitList
            results={results}
            details={detailed}
            compactFrom={MODAL_DETAILED}
            mode="listbox"
            idPrefix={listboxId}
            listboxId={listboxId}
            label={`Results for “${state.query}”`}
            activeId={activeId}
            onHover={setChosenId}
            onChoose={chosen}
          />
          <SiteLink
            className={styles.all}
            to={`${searchPageUrl(state.query)}${section ? `&section=${encodeURIComponent(section)}` : ''}`}
            onChoose={chosen}>
            {state.outcome.results.length > results.length
              ? `See all ${state.outcome.results.length} results`
              : 'Open these results on the search page'}
          </SiteLink>
        </>
      )}
    </div>
  );
}
