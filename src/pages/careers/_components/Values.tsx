import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import { values } from '@site/src/data/careers';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** The principles we hire for and work by. */
export default function Values(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.tinted)}>
      <div className="container">
        <SectionHeader
          eyebrow="Values"
          title="What we hold ourselves to"
          lead="Five principles that decide real arguments here: what ships, what waits, and who signs off."
        />
        <ol className={styles.values}>
          {values.map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading as="h3" className={styles.cardTitle}>
                {value.title}
              </Heading>
              <p className={styles.cardText}>{value.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
