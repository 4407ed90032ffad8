import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import BenefitsSection from './_components/Benefits';
import Hero from './_components/Hero';
import HiringProcess from './_components/HiringProcess';
import HowWeWork from './_components/HowWeWork';
import OpenRoles from './_components/OpenRoles';
import Values from './_components/Values';

export default function Careers(): ReactNode {
  return (
    <Layout
      title="Careers"
      description={`Work at ${brand.company} on the FHIR R4 health record platform: open roles, how we work across Dublin, Toronto and Boston, benefits and hiring.`}>
      <main>
        <Hero />
        <Values />
        <HowWeWork />
        <BenefitsSection />
        <HiringProcess />
        <OpenRoles />
      </main>
    </Layout>
  );
}
