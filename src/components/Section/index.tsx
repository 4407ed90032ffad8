/**
 * A band of a marketing page (home, about, who we serve, implementation guides, careers): the
 * vertical rhythm, an optional background tone, and the container that holds its content,
 * optionally as two columns that stack below 997 px.
 */
import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface SectionProps {
  children: ReactNode;
  /** `tinted`: the surface colour between two rules; `dark`: navy in both colour modes. */
  tone?: 'tinted' | 'dark';
  /** Two columns in these proportions, such as `[1, 1.6]`; one column below 997 px. */
  columns?: readonly [number, number];
  /** How the two columns line up vertically. */
  align?: 'start' | 'center' | 'end';
  /** Classes for the section: a page may change its padding or add a rule. */
  className?: string;
  /** Classes for the container inside it. */
  containerClassName?: string;
  /** The id of the heading that names the section, when it should be a landmark. */
  'aria-labelledby'?: string;
}

export default function Section({
  children,
  tone,
  columns,
  align,
  className,
  containerClassName,
  'aria-labelledby': labelledBy,
}: SectionProps): ReactNode {
  const grid = columns
    ? ({
        '--section-columns': `minmax(0, ${columns[0]}fr) minmax(0, ${columns[1]}fr)`,
        alignItems: align,
      } as CSSProperties)
    : undefined;
  return (
    <section className={clsx(styles.section, tone && styles[tone], className)} aria-labelledby={labelledBy}>
      <div className={clsx('container', grid && styles.columns, containerClassName)} style={grid}>
        {children}
      </div>
    </section>
  );
}
