/**
 * `@theme/Layout`, wrapped (here, not in src/plugins/search/theme: a plugin theme can reach
 * only Docusaurus's fallback Layout, not theme-classic's) to tell Pagefind, site search's
 * indexer (src/plugins/search), what to index, in the HTML each page is built with.
 * An indexed page's content sits in an element marked `data-pagefind-body` (pages without one
 * are not indexed), which carries the page's section as a filter and as metadata: results
 * show it, and the section filter offers it. The element has no box (`display: contents`, in
 * src/plugins/search/search.css), so the layout is unchanged. The navbar and footer stay outside it.
 */
import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import Layout from '@theme-original/Layout';
import type { Props } from '@theme/Layout';
import { isIndexedPath, searchSectionOf } from '@site/src/data/search';

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const { pathname } = useLocation();
  // The not-found page is Docusaurus's catch-all route, the one its core calls "native".
  const notFound = useRouteContext().plugin.name === 'native';
  const section = notFound || !isIndexedPath(pathname) ? undefined : searchSectionOf(pathname);
  // The same element on every page, marked or not: an unknown /docs path is served the
  // not-found page (built on the catch-all route) and hydrated on a docs route, so a wrapper
  // rendered only on indexed paths would not match the server's HTML there.
  const marks = section
    ? {
        'data-pagefind-body': '',
        'data-pagefind-filter': `Section:${section}`,
        'data-pagefind-meta': `section:${section}`,
      }
    : {};
  return (
    <Layout {...props}>
      <div className="search-body" {...marks}>
        {children}
      </div>
    </Layout>
  );
}
