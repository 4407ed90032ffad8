import type { ReactNode } from 'react';
import { values } from '@site/src/data/careers';
import Card, { CardNumber, CardText, CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** The principles we hire for and work by. */
export default function Values(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Values"
        title="What we hold ourselves to"
        lead="Five principles that decide real arguments here: what ships, what waits, and who signs off."
      />
      <CardGrid as="ol" min="14rem">
        {values.map((value, index) => (
          <Card as="li" key={value.title} className={styles.value}>
            <CardNumber value={index + 1} />
            <CardTitle>{value.title}</CardTitle>
            <CardText>{value.text}</CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
