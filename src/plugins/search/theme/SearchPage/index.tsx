/**
 * `@theme/SearchPage`, served at /search: Pagefind's Component UI (its field, section filters,
 * summary and results) on a page whose address holds the query (`/search?q=fhir`), so a search
 * can be shared and the not-found page can link to one. The address is read, and kept in step
 * as the reader types. The page stays out of search engines (noindex).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { searchQueryOf } from '@site/src/data/search';
import {
  followInApp,
  INSTANCES,
  limitInputs,
  loadSearchUi,
  pageElements,
  type SearchInstance,
} from '../../client';
import styles from './styles.module.css';

const TITLE = 'Search the site';
const EMPTY =
  'Type a word or a phrase: the documentation, services, policies, blog and company pages are searched.';

/** Owns the page's one listener on its search instance (a later mount replaces it). */
const LISTENER = {};

export default function SearchPage(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const { search } = useLocation();
  const mount = useRef<HTMLDivElement>(null);
  const [instance, setInstance] = useState<SearchInstance>();
  const [failure, setFailure] = useState<string>();
  // The page is built without a query: the address is read in the browser, after hydration.
  const { query, note } = searchQueryOf(useIsBrowser() ? search : '');

  useEffect(() => {
    let live = true;
    const container = mount.current;
    loadSearchUi(baseUrl).then(
      (components) => {
        if (!live || !container) return;
        container.append(...pageElements(EMPTY));
        limitInputs(container);
        followInApp(container, (path) => history.push(path));
        const page = components.getInstanceManager().getInstance(INSTANCES.page);
        // What the reader types goes into the address, without a new history entry.
        page.on(
          'search',
          (term) => {
            if (live && term !== searchQueryOf(window.location.search).query)
              history.replace({ search: new URLSearchParams({ q: term }).toString() });
          },
          LISTENER,
        );
        page.triggerSearch(searchQueryOf(window.location.search).query);
        setInstance(page);
      },
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
      container?.replaceChildren();
    };
  }, [baseUrl, history]);

  // An address changed from outside (a link, back and forward) searches again.
  useEffect(() => {
    if (instance && instance.searchTerm !== query) instance.triggerSearch(query);
  }, [instance, query]);

  return (
    <Layout
      title={query ? `“${query}”: ${TITLE.toLowerCase()}` : TITLE}
      description="Search the Sanoria documentation, services, security policies, blog, company and careers pages. Search runs in your browser: what you type never leaves the site.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container ${styles.main}`}>
        <Heading as="h1">{TITLE}</Heading>
        <noscript>
          <p className={styles.message}>
            Search runs in your browser and needs JavaScript, which is turned off.
          </p>
        </noscript>
        {failure && (
          <p className={styles.message} role="alert">
            Search could not load ({failure}). Check your connection and reload the page.
          </p>
        )}
        {note && (
          <p className={styles.message} role="status">
            {note}
          </p>
        )}
        <div ref={mount} className={styles.ui} />
      </main>
    </Layout>
  );
}
