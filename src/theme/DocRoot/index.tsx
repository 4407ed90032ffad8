/**
 * theme-classic's DocRoot (ejected: the change is inside it), with the not-found content
 * loaded only when it is needed. DocRoot renders it for an address under /docs that has no
 * doc, which happens only in the browser, after following a link or typing an address (the
 * server renders such addresses as the site's 404 page, not through DocRoot). Imported
 * statically, it and the site's whole icon set were in the chunk every docs page downloads
 * (6.8 KB); now they load in that rare case, while the page on screen stays.
 */
import { lazy, type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type { Props } from '@theme/DocRoot';

const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // As in the original: the not-found content alone, to avoid a double layout. No Suspense
    // boundary on purpose: this renders only in a transition (hydrating a 404 page that the
    // server rendered without DocRoot, where a boundary would not match its HTML) or in a
    // navigation, so React keeps what is on screen until the content has loaded.
    return <NotFoundContent />;
  }
  const { docElement, sidebarName, sidebarItems } = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
