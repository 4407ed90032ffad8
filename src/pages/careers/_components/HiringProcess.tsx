import type { ReactNode } from 'react';
import { hiringProcess } from '@site/src/data/careers';
import Card, { CardText, CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** The five stages every candidate goes through, with how long each takes. */
export default function HiringProcess(): ReactNode {
  return (
    <Section>
      <SectionHeader
        id="how-we-hire"
        eyebrow="How we hire"
        title={`${hiringProcess.length} steps, about three weeks`}
        lead="The same stages for every role, so you know what comes next and when. Each posting says what the work sample and interviews assess for that role."
      />
      <CardGrid as="ol" min="12.5rem">
        {hiringProcess.map((stage, index) => (
          <Card as="li" key={stage.step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <CardTitle>{stage.step}</CardTitle>
            <p className={styles.duration}>{stage.duration}</p>
            <CardText>{stage.text}</CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
