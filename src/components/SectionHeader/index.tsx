/**
 * The eyebrow, h2 and lead that open each section of the marketing pages (home, about, who we
 * serve, implementation guides, careers).
 */
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionHeaderProps {
  /** The small uppercase label above the heading. */
  eyebrow: string;
  title: string;
  /** One or two sentences under the heading; left out when absent. */
  lead?: ReactNode;
  /** An anchor for links within the page. */
  id?: string;
}

export default function SectionHeader({ eyebrow, title, lead, id }: SectionHeaderProps): ReactNode {
  return (
    <header className={styles.sectionHeader}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <Heading as="h2" id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
    </header>
  );
}
