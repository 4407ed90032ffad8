/** The /about page's sections, each fed from src/data so copy changes never touch layout. */
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { brand } from '@site/src/data/brand';
import { milestones, mission, offices, principles, story } from '@site/src/data/company';
import { advisers, leadership, type Person } from '@site/src/data/people';
import { services } from '@site/src/data/services';
import CallToAction from '@site/src/components/CallToAction';
import Card, { CardNumber, CardText, CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import IconTile from '@site/src/components/IconTile';
import PageHero, { HeroFacts } from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionHeader, { Eyebrow, type SectionHeaderProps } from '@site/src/components/SectionHeader';
import { formatDate } from '@site/src/utils/dates';
import styles from './about.module.css';

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
    <PageHero
      eyebrow={<>About {brand.company}</>}
      title="We build the health record on open standards"
      lead={
        <>
          {brand.name} is {brand.tagline.toLowerCase()}: one FHIR R4 record for GP practices, hospitals,
          payers and the developers who build for them. We are a company of clinicians and engineers,
          headquartered in {brand.headquarters}, and working across the EU, the UK, the US and Canada.
        </>
      }
      aside={<HeroFacts facts={facts} label={`${brand.company} at a glance`} />}
    />
  );
}

export function Story(): ReactNode {
  return (
    <Section columns={[1, 1.6]} align="start" containerClassName={styles.story}>
      <SectionHeader eyebrow="Our story" title="Why we started, and what we have built since" id="story" />
      <div className={styles.prose}>
        {story.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}

export function Mission(): ReactNode {
  return (
    <Section tone="dark" aria-labelledby="mission" containerClassName={styles.missionInner}>
      <Eyebrow onDark>Our mission</Eyebrow>
      <Heading as="h2" id="mission" className={styles.missionText}>
        {mission}
      </Heading>
    </Section>
  );
}

export function Principles(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Principles"
        title="What we promise, and how we decide"
        lead="When these promises compete with a deadline or a deal, they win. Each one is something you can check."
        id="principles"
      />
      <ol className={styles.principles}>
        {principles.map((principle, index) => (
          <Card as="li" key={principle.title} className={styles.principle}>
            <CardNumber value={index + 1} className={styles.number} />
            <CardTitle>{principle.title}</CardTitle>
            <CardText>{principle.text}</CardText>
          </Card>
        ))}
      </ol>
    </Section>
  );
}

function PersonCard({ person }: { person: Person }): ReactNode {
  return (
    <Card as="li" className={styles.person}>
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
        <CardText>{person.bio}</CardText>
      </div>
    </Card>
  );
}

/** A section of people cards under its header. */
function People({
  people,
  tinted = false,
  ...header
}: SectionHeaderProps & { people: readonly Person[]; tinted?: boolean }): ReactNode {
  return (
    <Section tone={tinted ? 'tinted' : undefined}>
      <SectionHeader {...header} />
      <CardGrid min="20rem" fill>
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </CardGrid>
    </Section>
  );
}

export function Leadership(): ReactNode {
  return (
    <People
      tinted
      people={leadership}
      eyebrow="Leadership"
      title="The people accountable for the platform"
      lead="Clinical safety, security and interoperability each have a named executive who answers for them."
      id="leadership"
    />
  );
}

export function Advisers(): ReactNode {
  return (
    <People
      people={advisers}
      eyebrow="Advisers"
      title="Practitioners who keep us honest"
      lead="A GP, an academic and a former hospital CIO review our plans against the work they know, and tell us when we are wrong."
      id="advisers"
    />
  );
}

export function Offices(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Offices"
        title="Three hubs, one remote-first company"
        lead="Most of our people work remotely across the EU, the UK, the US and Canada. The offices are where teams meet, where customers visit and where our test equipment lives."
        id="offices"
      />
      <CardGrid min="18rem">
        {offices.map((office) => (
          <Card as="li" key={office.city} className={styles.office}>
            <div className={styles.officeHeader}>
              <IconTile name="building" />
              <div>
                <CardTitle>{office.city}</CardTitle>
                <p className={styles.officeCountry}>
                  {office.country}
                  {office.headquarters ? <span className={styles.badge}>Headquarters</span> : null}
                </p>
              </div>
            </div>
            <CardText>{office.role}</CardText>
            <dl className={styles.officeMeta}>
              <dt>Time zone</dt>
              <dd>
                {office.timeZoneLabel} <code>{office.timeZone}</code>
              </dd>
            </dl>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

export function Milestones(): ReactNode {
  return (
    <Section>
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
              {formatDate(milestone.date, 'month')}
            </time>
            <div className={styles.milestoneBody}>
              <CardTitle>{milestone.title}</CardTitle>
              <CardText>{milestone.text}</CardText>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function WorkWithUs(): ReactNode {
  return (
    <CallToAction
      title="Work with us"
      lead="Bring us a migration, an integration or a product idea, or join the team that builds the platform."
      secondary={{ to: '/careers', label: 'See open roles' }}
    />
  );
}
