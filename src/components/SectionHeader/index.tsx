/**
 * The eyebrow, h2 and lead that open each section of the marketing pages (home, about, who we
 * serve, implementation guides, careers), the eyebrow on its own for their heroes (PageHero),
 * and the h2 and lead on their own for the closing call to action (CallToAction). The rest of
 * the family: Section, Card and CardGrid, IconTile and ButtonRow.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
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

/** The small uppercase label above a heading; `onDark` for a section on a dark band. */
export function Eyebrow({ children, onDark = false }: { children: ReactNode; onDark?: boolean }): ReactNode {
  return <p className={clsx(styles.eyebrow, onDark && styles.onDark)}>{children}</p>;
}

/** A section's h2. */
export function SectionTitle({ children, id }: { children: ReactNode; id?: string }): ReactNode {
  return (
    <Heading as="h2" id={id} className={styles.sectionTitle}>
      {children}
    </Heading>
  );
}

/** The sentence or two under a section's h2. */
export function SectionLead({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.sectionLead}>{children}</p>;
}

export default function SectionHeader({ eyebrow, title, lead, id }: SectionHeaderProps): ReactNode {
  return (
    <header className={styles.sectionHeader}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <SectionTitle id={id}>{title}</SectionTitle>
      {lead ? <SectionLead>{lead}</SectionLead> : null}
    </header>
  );
}
