/**
 * Wraps Docusaurus's route `Loading` component.
 *
 * When a page's component or code chunk fails to load, Docusaurus shows a bare
 * red box with a "Retry" button (theme-fallback/Loading), while the "Page Error"
 * title belongs to a different component (theme-fallback/Error, used for crashes).
 * The specification wants one branded page titled "Page Error" with a "Retry"
 * button, so this wrapper renders that page for the error state and leaves the
 * loading states to the original component.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import OriginalLoading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

export default function Loading(props: Props): ReactNode {
  const { error, retry } = props;
  if (!error) return <OriginalLoading {...props} />;
  return (
    <main className={styles.page} role="alert">
      <Head>
        <title>Page Error</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1" className={styles.title}>
        Page Error
      </Heading>
      <p>
        This page could not be loaded. This usually means the connection dropped, or the site was updated
        while you were reading it.
      </p>
      <p className={styles.detail}>
        <code>{String(error)}</code>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--lg" onClick={retry}>
          Retry
        </button>
        <Link className="button button--secondary button--lg" to="/">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
