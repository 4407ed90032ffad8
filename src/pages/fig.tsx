import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import { Conformance, FigHero, GuideTable, RequestGuide } from './_fig/sections';

export default function Fig(): ReactNode {
  return (
    <Layout
      title="FHIR implementation guides"
      description={`The FHIR implementation guides ${brand.name} supports, with versions, canonical URLs and support levels, how we test conformance, and how to request a guide.`}>
      <main>
        <FigHero />
        <GuideTable />
        <Conformance />
        <RequestGuide />
      </main>
    </Layout>
  );
}
