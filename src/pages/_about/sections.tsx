/** The /about page's sections, each fed from src/data so copy changes never touch layout. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { brand } from '@site/src/data/brand';
import { milestones, mission, offices, principles, story } from '@site/src/data/company';
import { advisers, leadership, type Person } from '@site/src/data/people';
import { services } from '@site/src/data/services';
import SectionHeader, { Eyebrow, SectionLead, SectionTitle } from '@site/src/components/SectionHeader';
import styles from './about.module.css';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2019-04" → "April 2019". */
function formatMonth(date: string): string {
  const [year, month] = date.split('-');
  const name = monthNames[Number(month) - 1];
  return year && name ? `${name} ${year}` : date;
}

export function AboutHero(): ReactNode {
  const founded = milestones[0]?.date.slice(0, 4) ?? '';
  const regions = new Set(services.flatMap((service) => service.regions));
  const facts = [
    { value: founded, label: 'founded in Dublin' },
    { value: String(offices.length), label: `offices: ${offices.map((office) => office.city).join(', ')}` },
    { value: String(regions.size), label: 'hosted regions in the EU, US and Canada' },
    { value: String(services.length), label: 'services on one FHIR R4 record' },
  ];
  return (
    <section className={styles.hero}>
      <div className={clsx('container', styles.heroGrid)}>
        <div>
          <Eyebrow>About {brand.company}</Eyebrow>
          <Heading as="h1" className={styles.heroTitle}>
            We build the health record on open standards
          </Heading>
          <p className={styles.heroLead}>
            {brand.name} is {brand.tagline.toLowerCase()}: one FHIR R4 record for GP practices, hospitals,
            payers and the developers who build for them. We are a company of clinicians and engineers,
            headquartered in {brand.headquarters}, and working across the EU, the UK, the US and Canada.
          </p>
        </div>
        <dl className={styles.facts} aria-label={`${brand.company} at a glance`}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function Story(): ReactNode {
  return (
    <section className={styles.section}>
      <div className={clsx('container', styles.storyGrid)}>
        <SectionHeader eyebrow="Our story" title="Why we started, and what we have built since" id="story" />
        <div className={styles.prose}>
          {story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Mission(): ReactNode {
  return (
    <section className={styles.mission} aria-labelledby="mission">
      <div className={clsx('container', styles.missionInner)}>
        <Eyebrow onDark>Our mission</Eyebrow>
        <Heading as="h2" id="mission" className={styles.missionText}>
          {mission}
        </Heading>
      </div>
    </section>
  );
}

export function Principles(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <SectionHeader
          eyebrow="Principles"
          title="What we promise, and how we decide"
          lead="When these promises compete with a deadline or a deal, they win. Each one is something you can check."
          id="principles"
        />
        <ol className={styles.principles}>
          {principles.map((principle, index) => (
            <li key={principle.title} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Heading as="h3" className={styles.cardTitle}>
                {principle.title}
              </Heading>
              <p className={styles.cardText}>{principle.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function PersonCard({ person }: { person: Person }): ReactNode {
  return (
    <li className={clsx(styles.card, styles.person)}>
      <span className={styles.avatar} style={{ backgroundColor: person.avatarColour }} aria-hidden="true">
        {person.initials}
      </span>
      <div className={styles.personText}>
        <Heading as="h3" className={styles.personName}>
          {person.name}
        </Heading>
        <p className={styles.personRole}>{person.role}</p>
        <p className={styles.personLocation}>
          <Icon name="globe" size={16} />
          {person.location}
        </p>
        <p className={styles.cardText}>{person.bio}</p>
      </div>
    </li>
  );
}

export function Leadership(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.tinted)}>
      <div className="container">
        <SectionHeader
          eyebrow="Leadership"
          title="The people accountable for the platform"
          lead="Clinical safety, security and interoperability each have a named executive who answers for them."
          id="leadership"
        />
        <ul className={styles.people}>
          {leadership.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Advisers(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <SectionHeader
          eyebrow="Advisers"
          title="Practitioners who keep us honest"
          lead="A GP, an academic and a former hospital CIO review our plans against the work they know, and tell us when we are wrong."
          id="advisers"
        />
        <ul className={styles.people}>
          {advisers.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Offices(): ReactNode {
  return (
    <section className={clsx(styles.section, styles.tinted)}>
      <div className="container">
        <SectionHeader
          eyebrow="Offices"
          title="Three hubs, one remote-first company"
          lead="Most of our people work remotely across the EU, the UK, the US and Canada. The offices are where teams meet, where customers visit and where our test equipment lives."
          id="offices"
        />
        <ul className={styles.offices}>
          {offices.map((office) => (
            <li key={office.city} className={styles.card}>
              <div className={styles.officeHeader}>
                <span className={styles.iconWrap}>
                  <Icon name="building" size={22} />
                </span>
                <div>
                  <Heading as="h3" className={styles.cardTitle}>
                    {office.city}
                  </Heading>
                  <p className={styles.officeCountry}>
                    {office.country}
                    {office.headquarters ? <span className={styles.badge}>Headquarters</span> : null}
                  </p>
                </div>
              </div>
              <p className={styles.cardText}>{office.role}</p>
              <dl className={styles.officeMeta}>
                <dt>Time zone</dt>
                <dd>
                  {office.timeZoneLabel} <code>{office.timeZone}</code>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Milestones(): ReactNode {
  return (
    <section className={styles.section}>
      <div className="container">
        <SectionHeader
          eyebrow="Milestones"
          title="From one practice to four regions"
          lead="The dates that changed what Sanoria is and who it serves."
          id="milestones"
        />
        <ol className={styles.timeline}>
          {milestones.map((milestone) => (
            <li key={milestone.date} className={styles.milestone}>
              <time dateTime={milestone.date} className={styles.milestoneDate}>
                {formatMonth(milestone.date)}
              </time>
              <div className={styles.milestoneBody}>
                <Heading as="h3" className={styles.cardTitle}>
                  {milestone.title}
                </Heading>
                <p className={styles.cardText}>{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function WorkWithUs(): ReactNode {
  const urls = useBrandUrls();
  return (
    <section className={clsx(styles.section, styles.cta)}>
      <div className={clsx('container', styles.ctaInner)}>
        <SectionTitle>Work with us</SectionTitle>
        <SectionLead>
          Bring us a migration, an integration or a product idea, or join the team that builds the platform.
        </SectionLead>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={urls.contact}>
            Contact us
          </Link>
          <Link className="button button--secondary button--lg" to="/careers">
            See open roles
          </Link>
        </div>
      </div>
    </section>
  );
}
