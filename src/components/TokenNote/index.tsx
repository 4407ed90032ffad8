import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Where a reader learns to get an access token: the quick start's first step. */
export const TOKEN_HOWTO = '/docs#step-1-get-an-access-token';

interface Props {
  /** Whether the sample has a TypeScript tab, which reads the token from `SANORIA_TOKEN`. */
  typescript?: boolean;
  /** More about this sample's placeholders, in the page's own words. */
  children?: ReactNode;
  /** Spacing where the note is not under a Markdown sample. */
  className?: string;
}

/**
 * The sentence beside a sample that sends `$TOKEN`: what the placeholder holds and where to get
 * one. One component, so every page says it the same way and a moved quick start is one edit
 * (src/content-checks/placeholders.ts checks each such sample has it, or its own words).
 */
export default function TokenNote({ typescript = false, children, className }: Props): ReactNode {
  return (
    <p className={clsx(styles.note, className)}>
      <code>$TOKEN</code> is an access token for your project:{' '}
      <Link to={TOKEN_HOWTO}>step 1 of the quick start</Link> gets one
      {typescript && (
        <>
          , and the TypeScript tab reads the same token from <code>SANORIA_TOKEN</code>
        </>
      )}
      .{children && <> {children}</>}
    </p>
  );
}
