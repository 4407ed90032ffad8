/**
 * The centred band that closes a marketing page: an h2, a sentence or two, and two buttons:
 * "Contact us" and one other way forward.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import ButtonRow from '@site/src/components/ButtonRow';
import Section from '@site/src/components/Section';
import { SectionLead, SectionTitle } from '@site/src/components/SectionHeader';
import styles from './styles.module.css';

export interface CallToActionProps {
  /** The section's h2. */
  title: ReactNode;
  lead: ReactNode;
  /** The secondary button, beside "Contact us". */
  secondary: { to: string; label: string };
  /** Classes for the section: a page may change its padding or add a rule. */
  className?: string;
}

export default function CallToAction({ title, lead, secondary, className }: CallToActionProps): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section className={clsx(styles.cta, className)} containerClassName={styles.inner}>
      <SectionTitle>{title}</SectionTitle>
      <SectionLead>{lead}</SectionLead>
      <ButtonRow centred>
        <Link className="button button--primary button--lg" href={urls.contact}>
          Contact us
        </Link>
        <Link className="button button--secondary button--lg" to={secondary.to}>
          {secondary.label}
        </Link>
      </ButtonRow>
    </Section>
  );
}
