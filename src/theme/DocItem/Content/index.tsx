/**
 * Wraps a docs page's content to put "Copy page as Markdown" and "View as Markdown" above
 * it, on every page of both docs instances (docs and services). The actions use the page's
 * Markdown twin, written by src/plugins/llms-txt.
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocMarkdownActions from '@site/src/components/DocMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <DocMarkdownActions permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
