/** Wraps the blog's author list to give it a meta description, which Docusaurus leaves out. */
import type { ReactNode } from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type { WrapperProps } from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';
import { blogCopy } from '@site/src/data/blog';

export default function BlogAuthorsListPageWrapper(
  props: WrapperProps<typeof BlogAuthorsListPageType>,
): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageDescription text={blogCopy.authorsDescription} />
    </>
  );
}
