import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import CallToAction from '@site/src/components/CallToAction';
import PageHero from '@site/src/components/PageHero';
import {
  Agreements,
  AssuranceTiles,
  Availability,
  Documents,
  ResidencyTable,
  SubProcessorSummary,
  Support,
  trustPages,
} from './_components/sections';

function TrustHero(): ReactNode {
  const urls = useBrandUrls();
  return (
    <PageHero
      eyebrow="Trust centre"
      title="What we commit to, and the evidence behind it"
      titleWidth="48rem"
      leadWidth="46rem"
      lead={
        <>
          For compliance officers, data protection officers and procurement leads assessing {brand.name}: our
          certifications as they stand, availability and support commitments per plan, where each region keeps
          your data, who processes it for us, and the agreements and documents you can ask for.
        </>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" to={trustPages.subProcessors}>
            Sub-processors
          </Link>
          <Link className="button button--secondary button--lg" href={urls.status}>
            Status page
          </Link>
        </>
      }
    />
  );
}

export default function Trust(): ReactNode {
  return (
    <Layout
      title="Trust centre"
      description={`${brand.name}'s certification status, availability SLA and support per plan, data residency per region, named sub-processors, DPA and BAA terms, and the documents you can request.`}>
      <main>
        <TrustHero />
        <AssuranceTiles />
        <Availability />
        <Support />
        <ResidencyTable />
        <SubProcessorSummary />
        <Agreements />
        <Documents />
        <CallToAction
          title="Ask for the evidence"
          lead="Tell us what your assessment needs: we send the documents, the agreements and a meeting with our security and privacy teams."
          secondary={{ to: brand.pages.security, label: 'Security overview' }}
        />
      </main>
    </Layout>
  );
}
