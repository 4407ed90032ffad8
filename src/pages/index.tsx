import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import {
  ComplianceBand,
  ContactCta,
  CustomerStories,
  DeveloperEntryPoints,
  Hero,
  LatestPosts,
  Product,
  ServicesAtAGlance,
  Standards,
} from './_home/sections';

export default function Home(): ReactNode {
  return (
    <Layout title={brand.tagline} description={`${brand.name}: ${brand.shortDescription}`}>
      <main>
        <Hero />
        <Product />
        <Standards />
        <ServicesAtAGlance />
        <CustomerStories />
        <ComplianceBand />
        <DeveloperEntryPoints />
        <LatestPosts />
        <ContactCta />
      </main>
    </Layout>
  );
}
