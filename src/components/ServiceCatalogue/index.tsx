import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconTile from '@site/src/components/IconTile';
import { servicesByCategory, type Service } from '@site/src/data/services';
import styles from './styles.module.css';

export interface ServiceCatalogueProps {
  /** Heading level for the category titles: h3 inside a docs page, h3 on the home page too. */
  headingLevel?: 'h2' | 'h3';
  /** The home page's compact grid: name and purpose only; full cards add the summary. */
  compact?: boolean;
}

/** A service's card: its icon, name (and Preview badge), purpose, and the summary or category asked for. */
function ServiceCard({
  service,
  category,
  summary = false,
}: {
  service: Service;
  /** Named on the card (the compact grid, where cards of every category sit together). */
  category?: string;
  summary?: boolean;
}): ReactNode {
  return (
    <Link to={`/services/${service.slug}`} className={clsx(styles.card, category && styles.compact)}>
      <IconTile name={service.icon} className={styles.icon} />
      <span className={styles.text}>
        {category && <span className={styles.cardCategory}>{category}</span>}
        <span className={styles.name}>
          {service.name}
          {service.status === 'Preview' ? <span className={styles.badge}>Preview</span> : null}
        </span>
        <span className={styles.purpose}>{service.purpose}</span>
        {summary && <span className={styles.summary}>{service.summary}</span>}
      </span>
    </Link>
  );
}

/**
 * The home page's version: one grid of even rows (three columns of five) with each card naming
 * its category, so uneven categories leave no holes; below 997 px a compact list under
 * category labels instead of a long column of cards.
 */
function CompactCatalogue(): ReactNode {
  return (
    <ul className={styles.compactList}>
      {servicesByCategory().flatMap(({ category, services }) =>
        services.map((service, index) => (
          <li key={service.slug} className={styles.compactItem}>
            {index === 0 ? <span className={styles.groupLabel}>{category}</span> : null}
            <ServiceCard service={service} category={category} />
          </li>
        )),
      )}
    </ul>
  );
}

/** The fifteen services grouped by category, each card linking to its page. */
export default function ServiceCatalogue({
  headingLevel: Heading = 'h3',
  compact = false,
}: ServiceCatalogueProps): ReactNode {
  if (compact) return <CompactCatalogue />;
  return (
    <div className={styles.catalogue}>
      {servicesByCategory().map(({ category, services }) => (
        <section key={category} className={styles.group} aria-label={category}>
          <Heading className={styles.category}>{category}</Heading>
          <ul className={styles.grid}>
            {services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} summary />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
