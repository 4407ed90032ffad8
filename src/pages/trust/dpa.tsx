import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { brand } from '@site/src/data/brand';
import { subProcessors } from '@site/src/data/trust';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import DocumentPage from '@site/src/components/DocumentPage';
import { HeroFacts } from '@site/src/components/PageHero';
import { trustPages } from './_components/sections';
import * as dpa from './_agreements/dpa.mdx';

/** The data processing agreement's key terms: the text is in ./_agreements/, the opening here. */
export default function DataProcessingAgreement(): ReactNode {
  const urls = useBrandUrls();
  const facts = [
    { value: '24 hours', label: 'to the first notice of a personal data breach affecting you' },
    { value: '30 days', label: 'of notice before a new sub-processor, with the right to object' },
    { value: String(subProcessors.length), label: 'named sub-processors, each under the same terms' },
    { value: '30 days', label: 'to export your data at the end, before it is deleted' },
  ];
  return (
    <DocumentPage
      title="Data processing agreement"
      description={`The key terms of ${brand.name}'s data processing agreement, clause by clause against GDPR Article 28(3), UK GDPR and PIPEDA, with transfers and how to sign.`}
      updated="2025-11-24"
      document={dpa}
      hero={{
        eyebrow: <Link to={trustPages.index}>Trust centre</Link>,
        lead: (
          <>
            Every {brand.name} customer signs our data processing agreement (DPA). It makes {brand.company}{' '}
            your <strong>processor</strong> for the personal data in your projects, as Article 28 of the
            General Data Protection Regulation (GDPR) and of the UK GDPR requires, and it adds the Canadian
            terms that PIPEDA&apos;s accountability principle calls for. This page sets out what the DPA
            commits us to, in plain terms, with the provision of the law behind each commitment. The signed
            agreement is what binds; this page summarises it.
          </>
        ),
        actions: (
          <>
            <Link className="button button--primary button--lg" href={urls.contact}>
              Ask for the DPA
            </Link>
            <Link className="button button--secondary button--lg" to={trustPages.baa}>
              Business associate agreement
            </Link>
          </>
        ),
        aside: <HeroFacts facts={facts} label="The DPA at a glance" />,
      }}
    />
  );
}
