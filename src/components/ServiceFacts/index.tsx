import { Fragment, type ReactNode } from 'react';
import Icon from '@site/src/components/Icon';
import { serviceBySlug } from '@site/src/data/services';
import styles from './styles.module.css';

/**
 * The spec card at the top of every service page, under its hero (ServiceHero, which gives the
 * summary), rendered from src/data/services.ts.
 */
export default function ServiceFacts({ slug }: { slug: string }): ReactNode {
  const service = serviceBySlug(slug);
  const rows: [string, ReactNode][] = [
    ['Category', service.category],
    ['Standards', service.standards.join(', ')],
    [
      'Main resources',
      <span className={styles.codes}>
        {/* Spaces between the names (the flex gap shows none): the text reads as separate words
            when copied, and in the page's Markdown twin. */}
        {service.resources.map((resource, index) => (
          <Fragment key={resource}>
            {index > 0 && ' '}
            <code>{resource}</code>
          </Fragment>
        ))}
      </span>,
    ],
    ['Regions', service.regions.join(' · ')],
    [
      'Status',
      <span className={service.status === 'Preview' ? styles.preview : styles.ga}>{service.status}</span>,
    ],
  ];
  return (
    <aside className={styles.box} aria-label={`${service.name} at a glance`}>
      <div className={styles.header}>
        <span className={styles.iconWrap}>
          <Icon name={service.icon} size={28} />
        </span>
        <p className={styles.name}>{service.name} at a glance</p>
      </div>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
