import type { CSSProperties, ReactNode } from 'react';
import Heading from '@theme/Heading';
import { workPractices } from '@site/src/data/careers';
import Card, { CardText } from '@site/src/components/Card';
import IconTile from '@site/src/components/IconTile';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** Working days placed on Irish local time; the chart's axis runs from 07:00 to 23:00. */
const axisStart = 7;
const axisEnd = 23;
const overlap = { start: 14, end: 16 };
const zones: readonly { place: string; local: string; start: number; end: number }[] = [
  { place: 'Berlin, Amsterdam, Paris', local: '09:00–17:00 local', start: 8, end: 16 },
  { place: 'Dublin, London, Lisbon', local: '09:00–17:00 local', start: 9, end: 17 },
  { place: 'Toronto, Boston', local: '09:00–17:00 local', start: 14, end: 22 },
];

function position(start: number, end: number): CSSProperties {
  const span = axisEnd - axisStart;
  return {
    left: `${((start - axisStart) / span) * 100}%`,
    width: `${((end - start) / span) * 100}%`,
  };
}

function OverlapChart(): ReactNode {
  const ticks = [8, 11, 14, 17, 20];
  return (
    <Card as="figure" className={styles.chart}>
      <div
        className={styles.chartBody}
        role="img"
        aria-label="Working days 09:00 to 17:00 local time in Central Europe, Ireland and the UK, and North American Eastern time overlap from 14:00 to 16:00 Irish time.">
        <div className={styles.bandLayer}>
          <div className={styles.overlapBand} style={position(overlap.start, overlap.end)} />
        </div>
        {zones.map((zone) => (
          <div key={zone.place} className={styles.zone}>
            <span className={styles.zonePlace}>{zone.place}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={position(zone.start, zone.end)}>
                <span className={styles.barLabel}>{zone.local}</span>
              </span>
            </span>
          </div>
        ))}
        <div className={styles.zone} aria-hidden="true">
          <span className={styles.zonePlace} />
          <span className={styles.axis}>
            {ticks.map((tick) => (
              <span key={tick} className={styles.tick} style={{ left: position(tick, tick).left }}>
                {`${String(tick).padStart(2, '0')}:00`}
              </span>
            ))}
          </span>
        </div>
      </div>
      <figcaption className={styles.chartCaption}>
        The shaded window is 14:00–16:00 on the axis, which shows Irish local time. Both sides of the Atlantic
        change their clocks, so the gap stays five hours except for a few weeks in March and around the end of
        October.
      </figcaption>
    </Card>
  );
}

/** Remote-first, the hubs, overlap hours and the written culture. */
export default function HowWeWork(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="How we work"
        title="Remote-first, with hubs and a shared afternoon"
        lead="About half of us work from home, the rest from a hub at least once a week. The practices below make that work without anyone being a second-class colleague."
      />
      <div className={styles.workGrid}>
        <ul className={styles.practices}>
          {workPractices.map((practice) => (
            <li key={practice.title} className={styles.practice}>
              <IconTile name={practice.icon} />
              <span>
                <Heading as="h3" className={styles.practiceTitle}>
                  {practice.title}
                </Heading>
                <CardText as="span">{practice.text}</CardText>
              </span>
            </li>
          ))}
        </ul>
        <OverlapChart />
      </div>
    </Section>
  );
}
