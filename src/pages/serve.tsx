import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import { Audiences, Partners, ServeContact, ServeHero, ServeProduct } from './_serve/sections';

export default function Serve(): ReactNode {
  return (
    <Layout
      title="Who we serve"
      description={`How ${brand.name} serves health systems, GP practices, digital health companies, payers, public health and research, and the partners who work with us.`}>
      <main>
        <ServeHero />
        <ServeProduct />
        <Audiences />
        <Partners />
        <ServeContact />
      </main>
    </Layout>
  );
}
