import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { complianceBadges } from '@site/src/data/badges';
import styles from './styles.module.css';

/** One badge, drawn as inline SVG so it follows the page's font and colour mode. */
function Badge({ mark, caption, label }: { mark: string; caption: string; label: string }): ReactNode {
  return (
    <svg
      className={styles.badge}
      viewBox="0 0 132 44"
      width={132}
      height={44}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg">
      <title>{label}</title>
      <rect x="0.75" y="0.75" width="130.5" height="42.5" rx="8" className={styles.frame} />
      <path d="M22 9l9 3.4v6.8c0 5.1-3.8 9.3-9 10.3-5.2-1-9-5.2-9-10.3v-6.8Z" className={styles.shield} />
      <path d="M18 19.5l3 3 5-5.5" className={styles.tick} />
      <text x="40" y="21" className={styles.mark}>
        {mark}
      </text>
      <text x="40" y="34" className={styles.caption}>
        {caption}
      </text>
    </svg>
  );
}

export interface ComplianceBadgesProps {
  className?: string;
  /** Where the badges link: the compliance statement once it exists. */
  href?: string;
}

export default function ComplianceBadges({ className, href }: ComplianceBadgesProps): ReactNode {
  return (
    <ul className={clsx(styles.list, className)} aria-label="Compliance">
      {complianceBadges.map((badge) => (
        <li key={badge.id}>
          {href ? (
            <Link to={href} className={styles.link}>
              <Badge {...badge} />
            </Link>
          ) : (
            <Badge {...badge} />
          )}
        </li>
      ))}
    </ul>
  );
}
