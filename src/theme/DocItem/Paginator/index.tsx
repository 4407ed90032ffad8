/**
 * Wraps the docs pager so that the workflow guides and policies, which are deliberately in no
 * sidebar and so get no previous and next from Docusaurus, page through their own group: the
 * guides in the order /docs lists them, the policies in the policy library's (see
 * src/components/DocGroupNav/groups.ts). Below the pager, the group's pages as a compact list.
 * The services instance's pages, which are product pages, get no pager: the services sidebar
 * moves between them. Every other page keeps the original.
 */
import type { ReactNode } from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import DocPaginator from '@theme/DocPaginator';
import type { WrapperProps } from '@docusaurus/types';
import type { PropNavigationLink } from '@docusaurus/plugin-content-docs';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import DocGroupNav from '@site/src/components/DocGroupNav';
import { useCurrentDocGroup, type DocGroupPage } from '@site/src/components/DocGroupNav/groups';
import { servicesPluginId } from '@site/src/data/services';

type Props = WrapperProps<typeof PaginatorType>;

const navigationLink = (page: DocGroupPage | undefined): PropNavigationLink | undefined =>
  page && { title: page.title, permalink: page.permalink };

export default function PaginatorWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const current = useCurrentDocGroup();
  const productPage = useActivePlugin()?.pluginId === servicesPluginId;
  if (productPage) return null;
  if (!current) return <Paginator {...props} />;
  const { pages, index } = current;
  return (
    <>
      {metadata.previous || metadata.next ? (
        <Paginator {...props} />
      ) : (
        <DocPaginator
          className="docusaurus-mt-lg"
          previous={navigationLink(pages[index - 1])}
          next={navigationLink(pages[index + 1])}
        />
      )}
      <DocGroupNav {...current} />
    </>
  );
}
