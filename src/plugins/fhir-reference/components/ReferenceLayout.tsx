/**
 * The frame of every reference page: the docs sidebar, breadcrumbs and table of contents, as
 * on a docs page, from the theme's public components (`@theme/DocSidebar`, `@theme/TOC`,
 * `@theme/TOCCollapsible`). The pages are routes of src/plugins/fhir-reference, not docs, so
 * the docs layout is not theirs by default; the `docs-doc-page` class on `<html>` gives them
 * the docs pages' styles and search indexing (src/plugins/search/indexing.ts).
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Layout from '@theme/Layout';
import DocSidebar from '@theme/DocSidebar';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import Heading from '@theme/Heading';
import { HtmlClassNameProvider, ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import DocMarkdownActions from '@site/src/components/DocMarkdownActions';
import { REFERENCE_PATH, type SidebarItem } from '../types';
import styles from './styles.module.css';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Props {
  title: string;
  description: string;
  /** Breadcrumbs between the reference's index and this page. */
  trail: readonly { label: string; to?: string }[];
  toc: readonly TocEntry[];
  sidebar: SidebarItem[];
  /** The sidebar link this page is under: the index (the default) or its data types section. */
  sidebarLink?: string;
  /** Shown under the title. */
  lead?: ReactNode;
  /** The page's keywords, which search ranks by (src/plugins/search/indexing.ts). */
  keywords?: readonly string[];
  children: ReactNode;
}

const noop = (): void => undefined;

export default function ReferenceLayout({
  keywords,
  title,
  description,
  trail,
  toc,
  sidebar,
  sidebarLink = REFERENCE_PATH,
  lead,
  children,
}: Props): ReactNode {
  const windowSize = useWindowSize();
  const { pathname } = useLocation();
  const desktop = windowSize === 'desktop' || windowSize === 'ssr';
  // On the index itself, "API reference" is the current page, not a link.
  const crumbs = [
    trail.length > 0 ? { label: 'API reference', to: REFERENCE_PATH } : { label: 'API reference' },
    ...trail,
  ];
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.docsPages,
        ThemeClassNames.page.docsDocPage,
        'plugin-fhir-reference',
      )}>
      <Layout title={title} description={description}>
        {keywords && (
          <Head>
            <meta name="keywords" content={keywords.join(', ')} />
          </Head>
        )}
        <div className={styles.root}>
          <aside className={clsx(ThemeClassNames.docs.docSidebarContainer, styles.sidebar)}>
            <div className={styles.sidebarViewport}>
              {/* The reference's pages are not in the sidebar: the link they are under is the active one. */}
              <DocSidebar
                sidebar={sidebar as PropSidebar}
                path={sidebarLink}
                onCollapse={noop}
                isHidden={false}
              />
            </div>
          </aside>
          <main className={styles.main}>
            <div className="container padding-top--md padding-bottom--lg">
              <div className="row">
                <div className={clsx('col', styles.content)}>
                  <nav className="theme-doc-breadcrumbs" aria-label="Breadcrumbs">
                    <ul className="breadcrumbs">
                      <li className="breadcrumbs__item">
                        <Link className="breadcrumbs__link" to="/docs" aria-label="Docs home">
                          Docs
                        </Link>
                      </li>
                      {crumbs.map((crumb) => (
                        <li
                          key={crumb.label}
                          className={clsx('breadcrumbs__item', !crumb.to && 'breadcrumbs__item--active')}>
                          {crumb.to ? (
                            <Link className="breadcrumbs__link" to={crumb.to}>
                              {crumb.label}
                            </Link>
                          ) : (
                            <span className="breadcrumbs__link" aria-current="page">
                              {crumb.label}
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </nav>
                  {/* Rendered at every width and hidden on a wide screen by CSS, as on docs pages:
                      adding it after hydration on a phone would move the page (CLS). */}
                  {toc.length > 0 && (
                    <TOCCollapsible
                      toc={toc}
                      className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)}
                    />
                  )}
                  <article>
                    {/* As on a docs page: the page's Markdown twin, beside the title. */}
                    <DocMarkdownActions permalink={pathname} />
                    <div className="theme-doc-markdown markdown">
                      <header>
                        <Heading as="h1">
                          {/* A long type name (ExplanationOfBenefit) wraps between its words on a phone, never inside one. */}
                          {title.split(/(?<=[a-z])(?=[A-Z])/).map((word, i) => (
                            <Fragment key={i}>
                              {i > 0 && <wbr />}
                              {word}
                            </Fragment>
                          ))}
                        </Heading>
                        {lead}
                      </header>
                      {children}
                    </div>
                  </article>
                </div>
                {desktop && toc.length > 0 && (
                  <div className="col col--3">
                    <TOC
                      toc={toc}
                      minHeadingLevel={2}
                      maxHeadingLevel={3}
                      className={ThemeClassNames.docs.docTocDesktop}
                    />
                  </div>
                )}
              </div>
            </div>
          </main>
        </div>
      </Layout>
    </HtmlClassNameProvider>
  );
}
