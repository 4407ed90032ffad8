/** Wraps the blog's tag list to give it a meta description, which Docusaurus leaves out. */
import type { ReactNode } from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';
import { blogCopy } from '@site/src/data/blog';

export default function BlogTagsListPageWrapper(props: WrapperProps<typeof BlogTagsListPageType>): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageDescription text={blogCopy.tagsDescription} />
    </>
  );
}
