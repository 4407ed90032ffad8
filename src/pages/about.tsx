import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import {
  AboutHero,
  Advisers,
  Leadership,
  Milestones,
  Mission,
  Offices,
  Principles,
  Story,
  WorkWithUs,
} from './_about/sections';

export default function About(): ReactNode {
  return (
    <Layout
      title="About us"
      description={`Who builds ${brand.name}: the story, mission and principles of ${brand.company}, its leadership and advisers, offices in Dublin, Toronto and Boston, and milestones.`}>
      <main>
        <AboutHero />
        <Story />
        <Mission />
        <Principles />
        <Leadership />
        <Advisers />
        <Offices />
        <Milestones />
        <WorkWithUs />
      </main>
    </Layout>
  );
}
