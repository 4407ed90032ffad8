import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import styles from './careers.module.css';

/** The eyebrow, h2 and lead that open each section of the careers page. */
export default function SectionHeader({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** An anchor for links within the page. */
  id?: string;
}): ReactNode {
  return (
    <header className={styles.sectionHeader}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <Heading as="h2" id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      <p className={styles.sectionLead}>{lead}</p>
    </header>
  );
}
