/**
 * Wraps an author's page to describe it with the author's own description from
 * blog/authors.yml; Docusaurus renders the page without a meta description.
 */
import type { ReactNode } from 'react';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type { WrapperProps } from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

export default function BlogAuthorsPostsPageWrapper(
  props: WrapperProps<typeof BlogAuthorsPostsPageType>,
): ReactNode {
  const { author } = props;
  const about = [author.title, author.description].filter(Boolean).join('. ');
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageDescription text={`Posts by ${author.name ?? 'this author'} on the Sanoria blog. ${about}`} />
    </>
  );
}
