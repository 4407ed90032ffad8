import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { brand } from '@site/src/data/brand';
import { subProcessorChanges, subProcessors } from '@site/src/data/trust';
import { formatDate } from '@site/src/utils/dates';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import { SubProcessorList, trustPages } from './_components/sections';
import styles from './_components/trust.module.css';

export default function SubProcessors(): ReactNode {
  return (
    <Layout
      title="Sub-processors"
      description={`The ${subProcessors.length} companies that process customer data for ${brand.name}: role, data handled, location, transfer mechanism, and how we tell you of changes.`}>
      <main>
        <PageHero
          eyebrow={<Link to={trustPages.index}>Trust centre</Link>}
          title="Sub-processors"
          titleWidth="48rem"
          leadWidth="46rem"
          lead={[
            <>
              <em>
                Last updated:{' '}
                <time dateTime={subProcessorChanges.lastUpdated}>
                  {formatDate(subProcessorChanges.lastUpdated)}
                </time>
              </em>
            </>,
            <>
              These {subProcessors.length} companies process personal data of our customers on {brand.company}
              ’s behalf. Each is assessed before use and every year under the{' '}
              <Link to="/docs/policies/Vendor-Management-Policy">Vendor Management Policy</Link>, and is bound
              by a written agreement with terms at least as protective as our{' '}
              <Link to={trustPages.dpa}>DPA</Link> and, where it may handle PHI, a{' '}
              <Link to={trustPages.baa}>BAA</Link>.
            </>,
            <>
              Partners that a customer contracts with itself, such as a PACS or an implementation firm, are
              the customer’s own processors, not ours, and are not listed.
            </>,
          ]}
          compactLead
        />
        <Section>
          <SectionHeader eyebrow="The list" title="Who, for what, and where" id="list" />
          <SubProcessorList />
        </Section>
        <Section tone="tinted">
          <SectionHeader eyebrow="Changes" title="How we tell you of a change" id="changes" />
          <p className={styles.prose}>{subProcessorChanges.statement}</p>
          <p className={styles.prose}>
            The list is part of every data processing agreement; the version on this page is the current one.
            Questions go to our Data Protection Officer at{' '}
            <Link href={`mailto:${brand.emails.privacy}`}>{brand.emails.privacy}</Link>.
          </p>
        </Section>
      </main>
    </Layout>
  );
}
