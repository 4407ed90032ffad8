import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { brand } from '@site/src/data/brand';
import { employmentTypeLabels, formatSalary, roles } from '@site/src/data/careers';
import { formatDate } from '@site/src/utils/dates';
import Card from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** Every open role, generated from src/data/careers.ts. */
export default function OpenRoles(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        id="open-roles"
        eyebrow="Open roles"
        title={`${roles.length} open roles`}
        lead="Each posting names the team, where you can work from, the salary range and what the interviews assess."
      />
      <CardGrid>
        {roles.map((role) => (
          <Card as="li" key={role.slug} interactive className={styles.role}>
            <div className={styles.roleMain}>
              <p className={styles.roleTeam}>{role.team}</p>
              <Heading as="h3" className={styles.roleTitle}>
                <Link to={`/careers/${role.slug}`} className={styles.roleLink}>
                  {role.title}
                </Link>
              </Heading>
              <p className={styles.roleSummary}>{role.summary}</p>
            </div>
            <dl className={styles.roleFacts}>
              <div>
                <dt>Location</dt>
                <dd>{role.locations.join(' · ')}</dd>
              </div>
              <div>
                <dt>Type</dt>
                <dd>{employmentTypeLabels[role.employmentType]}</dd>
              </div>
              {role.salary ? (
                <div>
                  <dt>Salary</dt>
                  <dd>{formatSalary(role.salary)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Posted</dt>
                <dd>
                  <time dateTime={role.datePosted}>{formatDate(role.datePosted)}</time>
                </dd>
              </div>
            </dl>
            <Icon name="arrowRight" size={22} className={styles.roleArrow} />
          </Card>
        ))}
      </CardGrid>
      <p className={styles.openApplication}>
        No role that fits, but you know you could help? Write to{' '}
        <Link
          href={`mailto:${brand.emails.careers}?subject=${encodeURIComponent('Open application')}`}
          target="_self">
          {brand.emails.careers}
        </Link>{' '}
        with what you would work on. We read every message and keep it for twelve months with your consent.
      </p>
    </Section>
  );
}
