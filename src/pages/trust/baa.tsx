import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brand } from '@site/src/data/brand';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import DocumentPage from '@site/src/components/DocumentPage';
import { HeroFacts } from '@site/src/components/PageHero';
import { trustPages } from './_components/sections';
import * as baa from './_agreements/baa.mdx';

/** The business associate agreement's key terms: the text is in ./_agreements/, the opening here. */
export default function BusinessAssociateAgreement(): ReactNode {
  const urls = useBrandUrls();
  const facts = [
    { value: '24 hours', label: 'to the first notice of a breach or incident affecting your PHI' },
    { value: '30 days', label: 'to the final report, with the individuals affected' },
  ];
  return (
    <DocumentPage
      title="Business associate agreement"
      description={`The key terms of ${brand.name}'s business associate agreement, clause by clause against 45 CFR 164.504(e) and 164.314(a), with breach notice times and how to sign.`}
      updated="2025-11-24"
      document={baa}
      hero={{
        eyebrow: <Link to={trustPages.index}>Trust centre</Link>,
        lead: (
          <>
            {brand.name} is a <strong>business associate</strong>, as 45 CFR §160.103 defines it, of every US
            covered entity (and every business associate) that keeps protected health information (PHI) on the
            platform, because we create, receive, maintain and transmit PHI on its behalf. The HIPAA Rules let
            a covered entity do that only with satisfactory assurances, documented in a written business
            associate agreement (BAA) that meets §164.504(e) and, for electronic PHI, §164.314(a). We sign a
            BAA with every US customer before any PHI is loaded. This page sets out what it commits us to, in
            plain terms; the signed agreement is what binds.
          </>
        ),
        actions: (
          <>
            <Link className="button button--primary button--lg" href={urls.contact}>
              Ask for the BAA
            </Link>
            <Link className="button button--secondary button--lg" to={trustPages.dpa}>
              Data processing agreement
            </Link>
          </>
        ),
        aside: <HeroFacts facts={facts} label="The BAA at a glance" />,
      }}
    />
  );
}
