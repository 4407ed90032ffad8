/**
 * The foot of a workflow guide or policy: a disclosure, closed at first, that lists every page
 * of the group with the current one marked, and a link to the group's index. One line while
 * closed, so it never competes with the page. The pages and their order come from ./groups.
 */
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { CurrentDocGroup } from './groups';
import styles from './styles.module.css';

export default function DocGroupNav({ group, pages, index }: CurrentDocGroup): ReactNode {
  const labelId = useId();
  return (
    <nav className={styles.groupNav} aria-labelledby={labelId}>
      <details className={styles.details}>
        <summary className={styles.summary}>
          <span id={labelId}>{group.listLabel}</span>{' '}
          <span className={styles.position}>
            ({index + 1} of {pages.length})
          </span>
        </summary>
        <ol className={clsx(styles.list, pages.length > 10 && styles.columns)}>
          {pages.map((page, i) => (
            <li key={page.id} className={styles.item}>
              <Link
                to={page.permalink}
                className={styles.link}
                aria-current={i === index ? 'page' : undefined}>
                {page.title}
              </Link>
            </li>
          ))}
        </ol>
      </details>
      <Link to={group.href} className={styles.indexLink}>
        {group.hrefLabel}
      </Link>
    </nav>
  );
}
