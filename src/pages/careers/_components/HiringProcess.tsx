import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import { hiringProcess } from '@site/src/data/careers';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** The five stages every candidate goes through, with how long each takes. */
export default function HiringProcess(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <SectionHeader
          id="how-we-hire"
          eyebrow="How we hire"
          title={`${hiringProcess.length} steps, about three weeks`}
          lead="The same stages for every role, so you know what comes next and when. Each posting says what the work sample and interviews assess for that role."
        />
        <ol className={styles.steps}>
          {hiringProcess.map((stage, index) => (
            <li key={stage.step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Heading as="h3" className={styles.cardTitle}>
                {stage.step}
              </Heading>
              <p className={styles.duration}>{stage.duration}</p>
              <p className={styles.cardText}>{stage.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
