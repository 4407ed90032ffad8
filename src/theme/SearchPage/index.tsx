/**
 * Wraps the search plugin's /search page (@easyops-cn/docusaurus-search-local). The plugin
 * marks the page noindex with `<meta property="robots">`, which crawlers and the sitemap
 * ignore, and gives it no description; this adds both, so the page stays out of search
 * engines and the sitemap.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import PageDescription from '@site/src/components/PageDescription';
import { brand } from '@site/src/data/brand';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <SearchPage />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <PageDescription
        text={`Search the ${brand.name} documentation, services, security policies, blog and company pages. Search runs in your browser: what you type never leaves the site.`}
      />
    </>
  );
}
