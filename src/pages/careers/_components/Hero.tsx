import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { brand } from '@site/src/data/brand';
import { roles } from '@site/src/data/careers';
import { services } from '@site/src/data/services';
import { Eyebrow } from '@site/src/components/SectionHeader';
import styles from './careers.module.css';

/** Why join: what the work is, for whom, and the numbers behind it. */
export default function Hero(): ReactNode {
  const facts = [
    { value: String(roles.length), label: 'open roles' },
    { value: 'About 45', label: 'engineers in seven teams' },
    { value: String(brand.offices.length), label: `hubs: ${brand.offices.join(', ')}` },
    { value: String(services.length), label: 'services on one FHIR R4 record' },
  ];
  return (
    <section className={styles.hero}>
      <div className={clsx('container', styles.heroGrid)}>
        <div>
          <Eyebrow>Careers at {brand.name}</Eyebrow>
          <Heading as="h1" className={styles.heroTitle}>
            Build the record clinicians rely on
          </Heading>
          <p className={styles.heroLead}>
            When a GP in Galway opens a patient&apos;s chart, a laboratory in Ontario files a result, or a
            nurse in Boston replies to a patient&apos;s message, {brand.name} is the system underneath. We
            build it: a FHIR R4 datastore, an authorisation server, interfaces that turn decades-old HL7 v2
            feeds into clean resources, and AI that drafts while clinicians decide.
          </p>
          <p className={styles.heroLead}>
            The work is measured in concrete things: a result that reaches the right chart seconds after the
            analyser releases it, a discharge letter nobody has to retype, an audit trail a regulator can
            read.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="#open-roles">
              See the {roles.length} open roles
            </Link>
            <Link className="button button--secondary button--lg" to="#how-we-hire">
              How we hire
            </Link>
          </div>
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
