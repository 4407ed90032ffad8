import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';

/**
 * A page's meta description (and its social-card twins). Render it after the page's
 * own metadata: the last <Head> wins, so it fills in pages that Docusaurus renders
 * without a description.
 */
export default function PageDescription({ text }: { text: string }): ReactNode {
  return (
    <Head>
      <meta name="description" content={text} />
      <meta property="og:description" content={text} />
    </Head>
  );
}
