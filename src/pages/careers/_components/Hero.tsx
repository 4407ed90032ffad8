import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brand } from '@site/src/data/brand';
import { roles } from '@site/src/data/careers';
import { services } from '@site/src/data/services';
import PageHero, { HeroFacts } from '@site/src/components/PageHero';
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
    <PageHero
      className={styles.hero}
      compactLead
      eyebrow={<>Careers at {brand.name}</>}
      title="Build the record clinicians rely on"
      lead={[
        <>
          When a GP in Galway opens a patient&apos;s chart, a laboratory in Ontario files a result, or a nurse
          in Boston replies to a patient&apos;s message, {brand.name} is the system underneath. We build it: a
          FHIR R4 datastore, an authorisation server, interfaces that turn decades-old HL7 v2 feeds into clean
          resources, and AI that drafts while clinicians decide.
        </>,
        'The work is measured in concrete things: a result that reaches the right chart seconds after the analyser releases it, a discharge letter nobody has to retype, an audit trail a regulator can read.',
      ]}
      actions={
        <>
          <Link className="button button--primary button--lg" to="#open-roles">
            See the {roles.length} open roles
          </Link>
          <Link className="button button--secondary button--lg" to="#how-we-hire">
            How we hire
          </Link>
        </>
      }
      aside={<HeroFacts className={styles.facts} facts={facts} label={`${brand.company} at a glance`} />}
    />
  );
}
