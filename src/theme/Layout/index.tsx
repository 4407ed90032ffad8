/**
 * Wraps theme-classic's Layout for one page. The search plugin's /search page puts its content
 * straight into the Layout, with no `<main>` landmark, so screen-reader users cannot jump to
 * it; on that route the content is wrapped in one. Every other page brings its own `<main>`.
 */
import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({ children, ...props }: Props): ReactNode {
  const { pathname } = useLocation();
  const searchPage = useBaseUrl('/search');
  const isSearchPage = pathname.replace(/\/$/, '') === searchPage;
  return <Layout {...props}>{isSearchPage ? <main>{children}</main> : children}</Layout>;
}
