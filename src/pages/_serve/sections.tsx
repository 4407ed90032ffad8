/** The /serve page's sections, each fed from src/data so copy changes never touch layout. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { audiences, type Audience } from '@site/src/data/audiences';
import { brand } from '@site/src/data/brand';
import { partners, partnersByGroup, type Partner } from '@site/src/data/partners';
import { serviceBySlug, services } from '@site/src/data/services';
import SectionHeader from '@site/src/components/SectionHeader';
import ProductShowcase from '@site/src/components/ProductShowcase';
import CallToAction from '@site/src/components/CallToAction';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import IconTile from '@site/src/components/IconTile';
import PageHero, { HeroFacts } from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import styles from './serve.module.css';

/** Links to the pages of the given services, by slug; an unknown slug fails the build. */
function ServiceLinks({ slugs, label }: { slugs: readonly string[]; label: string }): ReactNode {
  return (
    <ul className={styles.serviceLinks} aria-label={label}>
      {slugs.map((slug) => {
        const service = serviceBySlug(slug);
        return (
          <li key={slug}>
            <Link to={`/services/${service.slug}`} className={styles.serviceLink} title={service.purpose}>
              <Icon name={service.icon} size={16} />
              {service.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The hero: text, the audiences to jump to, and a summary band of figures, as /about has. The
 * page's one product showcase is ServeProduct's.
 */
export function ServeHero(): ReactNode {
  const regions = new Set(services.flatMap((service) => service.regions));
  const facts = [
    { value: String(audiences.length), label: 'kinds of organisation, from GP practices to research' },
    { value: String(services.length), label: 'services on one FHIR R4 record' },
    { value: String(partners.length), label: 'partners on the same public APIs' },
    { value: String(regions.size), label: 'hosted regions in the EU, US and Canada' },
  ];
  return (
    <PageHero
      leadWidth="44rem"
      eyebrow="Who we serve"
      title="One record for everyone who cares for a patient, or pays for the care"
      aside={<HeroFacts facts={facts} label="Who we serve at a glance" />}
      lead={
        <>
          {brand.name} serves the organisations below from the same FHIR R4 platform. For each one we list
          what it needs from a record system, how we meet that need, and the services that do the work.
        </>
      }>
      <nav aria-label="Audiences on this page">
        <ul className={styles.jumpLinks}>
          {audiences.map((audience) => (
            <li key={audience.id}>
              <Link to={`#${audience.id}`} className={styles.jumpLink}>
                <Icon name={audience.icon} size={18} />
                {audience.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageHero>
  );
}

function AudienceCard({ audience }: { audience: Audience }): ReactNode {
  return (
    <li>
      <Card as="article" className={styles.audience} aria-labelledby={audience.id}>
        <div className={styles.audienceMain}>
          <div className={styles.audienceHeader}>
            <IconTile name={audience.icon} size={26} large />
            <div>
              <Heading as="h3" id={audience.id} className={styles.audienceTitle}>
                {audience.title}
              </Heading>
              <p className={styles.audienceSummary}>{audience.summary}</p>
            </div>
          </div>
          <p className={styles.label}>How {brand.name} helps</p>
          <p className={styles.audienceHelp}>{audience.help}</p>
          <p className={styles.label}>Services</p>
          <ServiceLinks slugs={audience.services} label={`Services for ${audience.title.toLowerCase()}`} />
        </div>
        <div className={styles.needs}>
          <p className={styles.label}>What they need</p>
          <ul className={styles.needList}>
            {audience.needs.map((need) => (
              <li key={need}>
                <Icon name="check" size={18} className={styles.check} />
                <span>{need}</span>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </li>
  );
}

export function ServeProduct(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="What people use"
        title="The same record, seen by each person who needs it"
        lead="A clinician's chart, a patient's portal and a developer's console: three views of one set of FHIR resources."
        id="product"
      />
      <ProductShowcase />
    </Section>
  );
}

export function Audiences(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Audiences"
        title="Who uses the platform, and for what"
        lead="Each organisation uses the services it needs. Because they share one record, a result filed by a hospital interface is the same resource a GP, a patient app and an analyst read."
        id="audiences"
      />
      <CardGrid wide>
        {audiences.map((audience) => (
          <AudienceCard key={audience.id} audience={audience} />
        ))}
      </CardGrid>
    </Section>
  );
}

function PartnerCard({ partner }: { partner: Partner }): ReactNode {
  return (
    <Card as="li" className={styles.partner}>
      <p className={styles.partnerName}>{partner.name}</p>
      <p className={styles.partnerKind}>{partner.kind}</p>
      <p className={styles.partnerText}>{partner.description}</p>
      <dl className={styles.partnerMeta}>
        <div>
          <dt>Region</dt>
          <dd>{partner.region}</dd>
        </div>
        <div>
          <dt>Works with</dt>
          <dd>
            <ServiceLinks slugs={partner.services} label={`Services ${partner.name} works with`} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

export function Partners(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Partners"
        title="Partners who extend the platform"
        lead={`These organisations connect their products, services or clinical content to ${brand.name}. Each works through the same public APIs and standards available to every customer.`}
        id="partners"
      />
      <div className={styles.partnerGroups}>
        {partnersByGroup().map(({ group, partners: members }) => (
          <section key={group.id} aria-labelledby={`partners-${group.id}`}>
            <Heading as="h3" id={`partners-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </Heading>
            <p className={styles.groupText}>{group.text}</p>
            <CardGrid min="17rem" fill>
              {members.map((partner) => (
                <PartnerCard key={partner.name} partner={partner} />
              ))}
            </CardGrid>
          </section>
        ))}
      </div>
    </Section>
  );
}

export function ServeContact(): ReactNode {
  return (
    <CallToAction
      title="Not sure where you fit?"
      lead="Tell us what you run today and what you need it to do. An engineer will reply within two working days, with a suggested starting point and the services it would use."
      secondary={{ to: '/pricing', label: 'See plans and pricing' }}
    />
  );
}
