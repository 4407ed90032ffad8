/**
 * The blog's list pages, ejected from theme-classic to add what it lacks: a visible
 * <h1> and introduction (every page of the site has exactly one h1, and the stock
 * list page has none). Everything else is as Docusaurus ships it.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type { Props } from '@theme/BlogListPage';
import styles from './styles.module.css';

function BlogListPageMetadata({ metadata }: Props): ReactNode {
  const {
    siteConfig: { title: siteTitle },
  } = useDocusaurusContext();
  const { blogDescription, blogTitle, permalink, page, totalPages } = metadata;
  const title = permalink === '/' ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata
        title={page > 1 ? `${title}: page ${page} of ${totalPages}` : title}
        description={blogDescription}
      />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1" className={styles.title}>
            {metadata.blogTitle}
            {metadata.page > 1 ? <span className={styles.page}> · page {metadata.page}</span> : null}
          </Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
