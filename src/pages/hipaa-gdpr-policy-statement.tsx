import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brand } from '@site/src/data/brand';
import { regions } from '@site/src/data/facts';
import { subProcessors } from '@site/src/data/trust';
import DocumentPage from '@site/src/components/DocumentPage';
import { HeroFacts } from '@site/src/components/PageHero';
import { trustPages } from './trust/_components/sections';
import * as statement from './_compliance/hipaa-gdpr-policy-statement.mdx';

/** The compliance statement: its text is in ./_compliance/, its opening here. */
export default function ComplianceStatement(): ReactNode {
  const facts = [
    { value: 'HIPAA', label: 'business associate, under a BAA with every US customer' },
    { value: 'GDPR', label: 'processor under Article 28, and the UK GDPR, under our DPA' },
    { value: '24 hours', label: 'to the first breach notice, once we confirm your data is affected' },
    { value: String(subProcessors.length), label: `named sub-processors; ${regions.length} hosted regions` },
  ];
  return (
    <DocumentPage
      title="Compliance statement"
      description={`How ${brand.name} meets HIPAA, GDPR and UK GDPR, PIPEDA, the EU Data Act and Irish GP IT requirements, our role as processor and business associate, sub-processors and breach notice times.`}
      updated="2025-11-24"
      document={statement}
      hero={{
        eyebrow: <Link to={trustPages.index}>Trust centre</Link>,
        lead: (
          <>
            Healthcare organisations in Ireland, the rest of the EU, the United States and Canada store
            patient records on the {brand.name} platform. Each of them answers to its own law: the HIPAA Rules
            in the United States, the General Data Protection Regulation (GDPR) in the EU and EEA, PIPEDA and
            provincial health privacy law in Canada, and, for Irish general practice, the national GP IT
            accreditation requirements. This statement sets out, for each framework, what it requires of a
            platform provider, how {brand.name} meets it, and what we put in writing in our contracts.
          </>
        ),
        actions: (
          <>
            <Link className="button button--primary button--lg" to={trustPages.dpa}>
              Data processing agreement
            </Link>
            <Link className="button button--secondary button--lg" to={trustPages.baa}>
              Business associate agreement
            </Link>
          </>
        ),
        aside: <HeroFacts facts={facts} label="Compliance at a glance" />,
      }}
    />
  );
}
