/**
 * The opening band of a marketing page: eyebrow, h1, lead, buttons and anything else the page
 * adds under them, with an optional aside beside the text from 997 px and below it on
 * narrower screens.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ButtonRow from '@site/src/components/ButtonRow';
import Card from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import { Eyebrow } from '@site/src/components/SectionHeader';
import styles from './styles.module.css';

export interface PageHeroProps {
  /** The small uppercase label above the h1. */
  eyebrow: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  /** The paragraph under the h1, or an array of paragraphs. */
  lead: ReactNode | readonly ReactNode[];
  /** Links styled as buttons, in a row under the lead. */
  actions?: ReactNode;
  /** Anything else in the text column, after the buttons. */
  children?: ReactNode;
  /** Beside the text from 997 px, below it on narrower screens. */
  aside?: ReactNode;
  /** How the text and a taller aside line up; centred by default. */
  asideAlign?: 'start' | 'center';
  /** The text column and the aside, in proportion. */
  columns?: readonly [number, number];
  /** The h1's greatest width, such as `52rem`, where there is no aside to stop it. */
  titleWidth?: string;
  /** The lead's greatest width. */
  leadWidth?: string;
  /** A smaller lead, for one of several paragraphs. */
  compactLead?: boolean;
  /** Classes for the section. */
  className?: string;
}

export default function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  children,
  aside,
  columns = [1.35, 1],
  titleWidth,
  leadWidth = '40rem',
  compactLead = false,
  asideAlign = 'center',
  className,
}: PageHeroProps): ReactNode {
  const paragraphs: readonly ReactNode[] = Array.isArray(lead) ? lead : [lead];
  const text = (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading as="h1" className={styles.title} style={titleWidth ? { maxWidth: titleWidth } : undefined}>
        {title}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <p
          key={index}
          className={clsx(styles.lead, compactLead && styles.compactLead)}
          style={{ maxWidth: leadWidth }}>
          {paragraph}
        </p>
      ))}
      {actions ? <ButtonRow>{actions}</ButtonRow> : null}
      {children}
    </>
  );
  return aside ? (
    <Section className={clsx(styles.hero, className)} columns={columns} align={asideAlign}>
      <div>{text}</div>
      {aside}
    </Section>
  ) : (
    <Section className={clsx(styles.hero, className)}>{text}</Section>
  );
}

export interface HeroFact {
  value: string;
  label: string;
}

/** Figures in cards, two to a row, as a hero's aside. */
export function HeroFacts({
  facts,
  label,
  className,
}: {
  facts: readonly HeroFact[];
  /** The list's accessible name. */
  label: string;
  className?: string;
}): ReactNode {
  return (
    <dl className={clsx(styles.facts, className)} aria-label={label}>
      {facts.map((fact) => (
        <Card key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
