import type { ReactNode } from 'react';
import Icon from '@site/src/components/Icon';
import { benefits } from '@site/src/data/careers';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './Benefits.module.css';

/** The shared benefits list, used on the careers page and in every posting. */
export function Benefits(): ReactNode {
  return (
    <div className={styles.wrapper}>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <Icon name="check" size={20} className={styles.check} />
            <span>
              <strong className={styles.title}>{benefit.title}</strong>
              <span className={styles.text}>{benefit.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The careers page's benefits section: the shared list under its own header. */
export default function BenefitsSection(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Benefits"
        title="The same benefits for every role"
        lead="Written once and applied at every level, adjusted only where local law or plans differ between countries."
      />
      <Benefits />
    </Section>
  );
}
