import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brand } from '@site/src/data/brand';
import { audit, recovery, regions } from '@site/src/data/facts';
import DocumentPage from '@site/src/components/DocumentPage';
import { HeroFacts } from '@site/src/components/PageHero';
import { trustPages } from './trust/_components/sections';
import * as security from './_security/security.mdx';

/** The security overview: its text is in ./_security/security.mdx, its opening here. */
export default function Security(): ReactNode {
  const facts = [
    { value: String(regions.length), label: 'hosted regions, each recovered in its own jurisdiction' },
    { value: 'AES-256', label: 'at rest, with a data key per project' },
    {
      value: `${recovery.rpoMinutes} min`,
      label: `recovery point for Tier 1 services; ${recovery.rtoHours} hours to recover a lost region`,
    },
    { value: `${audit.retentionYears} years`, label: 'of AuditEvent records, which no one can change' },
  ];
  return (
    <DocumentPage
      title="Security"
      description={`How ${brand.name} protects health data: tenant isolation, encryption, key management, staff access, monitoring, testing, recovery and vulnerability disclosure.`}
      updated="2025-11-24"
      document={security}
      hero={{
        eyebrow: <Link to={trustPages.index}>Trust centre</Link>,
        lead: (
          <>
            {brand.name} stores patient records for hospitals, general practices, pharmacies and clinics in
            Ireland, the rest of the EU, the United States and Canada. This page describes how we protect that
            data: how the platform is built, how data is encrypted, who can reach it and how we know, how we
            test our defences, and how we recover when something fails. Each section links to the published
            policy that sets the rule, so you can check the detail.
          </>
        ),
        actions: (
          <>
            <Link className="button button--primary button--lg" to="#vulnerability-disclosure">
              Report a vulnerability
            </Link>
            <Link className="button button--secondary button--lg" to={trustPages.index}>
              Trust centre
            </Link>
          </>
        ),
        aside: <HeroFacts facts={facts} label="Security at a glance" />,
      }}
    />
  );
}
