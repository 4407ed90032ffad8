/**
 * `@theme/SearchPage`, served at /search: the same results as the modal, all of them, with an
 * address that can be shared (`/search?q=fhir&section=Docs`). The form is a plain GET form,
 * so the page and its query survive without JavaScript; the results need it, and the page
 * says so when it is off. The page stays out of search engines (noindex).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { MAX_QUERY_LENGTH, searchSections } from '@site/src/data/search';
import useSiteSearch from '../../client/useSiteSearch';
import { normaliseQuery } from '../../client/pagefind';
import { HitList, PopularPages, SectionChips } from '../../components/Results';
import SearchField from '../../components/SearchField';
import { QueryNotes, resultSummary, SearchMessage } from '../../components/Messages';
import styles from './styles.module.css';

/** Results loaded at a time ("Show more" loads the next ones). */
const PAGE_SIZE = 10;

const TITLE = 'Search the whole site';

/** The query and section in an address's search string; an unknown section is ignored. */
export function readSearchParams(search: string): { query: string; section: string | undefined } {
  const params = new URLSearchParams(search);
  const section = params.get('section') ?? undefined;
  return {
    query: params.get('q') ?? '',
    section: searchSections.some(({ label }) => label === section) ? section : undefined,
  };
}

export default function SearchPage(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const location = useLocation();
  const history = useHistory();
  // The address is read in the browser only: the page is built once, without a query.
  const [query, setQuery] = useState('');
  const [section, setSection] = useState<string | undefined>();
  // The address this page last wrote: only an address changed from outside (a link, back and
  // forward) replaces what is in the box, so the box never rewrites what the reader types.
  const written = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (location.search === written.current) return;
    const params = readSearchParams(location.search);
    setQuery(params.query);
    setSection(params.section);
  }, [location.search]);

  const { state, details, wantDetails, hasMore, loadMore } = useSiteSearch(query, section, PAGE_SIZE);

  /** Keeps the address in step with the search, so it can be shared (no new history entry). */
  const updateAddress = (nextQuery: string, nextSection: string | undefined): void => {
    const params = new URLSearchParams();
    const { query: normalised } = normaliseQuery(nextQuery);
    if (normalised) params.set('q', normalised);
    if (nextSection) params.set('section', nextSection);
    const search = params.toString() ? `?${params.toString()}` : '';
    written.current = search;
    history.replace({ search });
  };

  const searched = state.status === 'done' ? state.query : '';
  const pageTitle = searched ? `“${searched}”: ${TITLE.toLowerCase()}` : TITLE;
  return (
    <Layout
      title={pageTitle}
      description="Search the Sanoria documentation, workflow guides, security policies, services, blog, company and careers pages. Search runs in your browser: what you type never leaves the site.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {TITLE}
          </Heading>
          <p className={styles.lead}>
            The documentation, workflow guides, security policies, services, blog, and company and careers
            pages.
          </p>
          <form
            className={styles.form}
            role="search"
            action={`${baseUrl}search`}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              updateAddress(query, section);
            }}>
            <label htmlFor="search-page-query" className="sr-only">
              Search for
            </label>
            <SearchField
              id="search-page-query"
              name="q"
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              placeholder="Search docs, services, policies and more"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={(event) => {
                setQuery(event.target.value);
                updateAddress(event.target.value, section);
              }}
            />
            <button type="submit" className="button button--primary button--lg">
              Search
            </button>
          </form>
          <noscript>
            <p className={styles.noscript}>
              Search results need JavaScript, which is turned off in this browser. The search runs in the
              browser, so nothing you type is sent anywhere. Turn JavaScript on to see results, or start from
              one of these pages.
            </p>
          </noscript>
          <div className={styles.results}>
            <p className="sr-only" role="status">
              {resultSummary(state)}
            </p>
            {state.status === 'empty' && <PopularPages title="Popular pages" />}
            {state.status === 'searching' && <p className={styles.searching}>Searching…</p>}
            <SearchMessage state={state} />
            {state.status === 'done' && state.outcome.total > 0 && (
              <>
                <p className={styles.count}>
                  {state.outcome.total === 1 ? '1 page' : `${state.outcome.total} pages`} found for{' '}
                  <strong>“{state.query}”</strong>
                </p>
                <SectionChips
                  total={state.outcome.total}
                  counts={state.outcome.sectionCounts}
                  selected={section}
                  onSelect={(next) => {
                    setSection(next);
                    updateAddress(query, next);
                  }}
                />
                <QueryNotes state={state} />
                <HitList
                  results={state.shown}
                  details={details}
                  mode="list"
                  idPrefix="search-page"
                  onVisible={wantDetails}
                />
                {hasMore && (
                  <button type="button" className="button button--secondary" onClick={loadMore}>
                    Show more results
                  </button>
                )}
              </>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
