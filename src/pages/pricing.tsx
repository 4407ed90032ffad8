import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import {
  CurrencyAndTax,
  GetAQuote,
  Plans,
  PricingContact,
  PricingHero,
  Usage,
  WorkedExample,
} from './_pricing/sections';

export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description={`${brand.name}'s plans and prices: the free browser sandbox, Practice, Practice Plus and Enterprise, the five usage meters with their allowances and unit prices, a worked example, and how to get a quote.`}>
      <main>
        <PricingHero />
        <Plans />
        <Usage />
        <WorkedExample />
        <CurrencyAndTax />
        <GetAQuote />
        <PricingContact />
      </main>
    </Layout>
  );
}
