/** The /fig page's sections, each fed from src/data so copy changes never touch layout. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Icon from '@site/src/components/Icon';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { brand } from '@site/src/data/brand';
import {
  guideRequestChecklist,
  guidesBySupport,
  implementationGuides,
  supportLevels,
  type SupportLevel,
} from '@site/src/data/implementationGuides';
import ButtonRow from '@site/src/components/ButtonRow';
import Card, { CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import styles from './fig.module.css';

const pillStyles: Record<SupportLevel, string | undefined> = {
  Full: styles.pillFull,
  Partial: styles.pillPartial,
  Planned: styles.pillPlanned,
};

/** The support level as a pill: the word is always shown, colour only reinforces it. */
function SupportPill({ level }: { level: SupportLevel }): ReactNode {
  return <span className={clsx(styles.pill, pillStyles[level])}>{level}</span>;
}

/** A URL that may wrap after each slash, so long canonicals break at readable points. */
function BreakableUrl({ url }: { url: string }): ReactNode {
  const parts = url.split(/(?<=\/)(?!\/)/);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </span>
  ));
}

export function FigHero(): ReactNode {
  const counts = guidesBySupport();
  return (
    <PageHero
      columns={[1.6, 1]}
      leadWidth="42rem"
      eyebrow="FHIR implementation guides"
      title={<>The implementation guides {brand.name} supports</>}
      lead={
        <>
          An implementation guide turns FHIR R4 into an agreement for a specific job: which profiles, search
          parameters and operations a server must support. This page lists each guide {brand.name} implements,
          the version we test against, how completely we support it, and how we prove it.
        </>
      }
      aside={
        <Card as="dl" className={styles.counts} aria-label="Guides by support level">
          {counts.map(({ level, count }) => (
            <div key={level} className={styles.count}>
              <dt>
                <SupportPill level={level} />
              </dt>
              <dd className={styles.countValue}>
                {count} {count === 1 ? 'guide' : 'guides'}
              </dd>
            </div>
          ))}
        </Card>
      }
    />
  );
}

export function GuideTable(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Supported guides"
        title={`${implementationGuides.length} guides, with versions and canonical URLs`}
        lead="The version is the one we implement and test against, which is not always the newest published. The package is what the HL7 FHIR Validator loads for that guide."
        id="guides"
      />
      <p className={styles.scrollHint} aria-hidden="true">
        Scroll the table sideways to see every column <Icon name="arrowRight" size={16} />
      </p>
      <Card
        className={styles.tableScroll}
        role="region"
        aria-labelledby="guides-caption"
        // Focusable so keyboard users can scroll the table sideways on narrow screens.
        tabIndex={0}>
        <table className={styles.table}>
          <caption id="guides-caption" className={styles.caption}>
            FHIR implementation guides supported by {brand.name}, with version, canonical URL, jurisdiction,
            support level and notes
          </caption>
          <thead>
            <tr>
              <th scope="col">Guide</th>
              <th scope="col">Version</th>
              <th scope="col">Canonical URL</th>
              <th scope="col">Jurisdiction</th>
              <th scope="col">Support</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {implementationGuides.map((guide) => (
              <tr key={guide.packageId}>
                <th scope="row" className={styles.guideName}>
                  {guide.name}
                  <code className={styles.packageId}>{guide.packageId}</code>
                </th>
                <td className={styles.version}>{guide.version}</td>
                <td className={styles.canonical}>
                  <Link href={guide.home ?? guide.canonical}>
                    <BreakableUrl url={guide.canonical} />
                  </Link>
                </td>
                <td>{guide.jurisdiction}</td>
                <td>
                  <SupportPill level={guide.support} />
                </td>
                <td className={styles.notes}>{guide.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className={styles.belowTable}>
        <div>
          <CardTitle>What the support levels mean</CardTitle>
          <dl className={styles.legend}>
            {supportLevels.map(({ level, meaning }) => (
              <div key={level}>
                <dt>
                  <SupportPill level={level} />
                </dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className={styles.note} aria-labelledby="ireland">
          <CardTitle id="ireland">National profiles for Ireland</CardTitle>
          <p>
            Neither the HSE nor HIQA has published a national FHIR implementation guide, so none appears in
            the table. Clinical messaging in Ireland runs on Healthlink, in HL7 v2, and on Healthmail, and{' '}
            {brand.name} supports both. An IE Core guide, published by the company iEHR.ai and linked from the
            HL7 Ireland website, is not an HSE or HIQA specification; we track it but do not claim
            conformance. When national FHIR specifications are published, we will assess them here.
          </p>
        </aside>
      </div>
    </Section>
  );
}

const capabilityFragment = `{
  "fhirVersion": "4.0.1",
  "implementationGuide": [
    "http://hl7.org/fhir/smart-app-launch/ImplementationGuide/hl7.fhir.uv.smart-app-launch|2.2.0",
    "http://hl7.org/fhir/us/core/ImplementationGuide/hl7.fhir.us.core|6.1.0"
  ],
  "instantiates": [
    "http://hl7.org/fhir/us/core/CapabilityStatement/us-core-server|6.1.0"
  ]
}`;

const validatorCommand = `java -jar validator_cli.jar fixtures/us-core/patient-*.json \\
  -version 4.0.1 \\
  -ig hl7.fhir.us.core#6.1.0 \\
  -profile http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient`;

/** A numbered step of the conformance testing, in its card. */
function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Card as="li" className={styles.step}>
      <span className={styles.stepNumber} aria-hidden="true">
        {number}
      </span>
      <div className={styles.stepBody}>
        <CardTitle>{title}</CardTitle>
        {children}
      </div>
    </Card>
  );
}

export function Conformance(): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Testing"
        title="How we test conformance"
        lead="A claim of support is only worth the test behind it. Each guide we support, fully or in part, is checked in three ways, and every release runs all three."
        id="conformance"
      />
      <CardGrid as="ol" wide className={styles.steps}>
        <Step number={1} title="Declared in the CapabilityStatement">
          <p>
            <code>GET {urls.fhirApi}/metadata</code> returns the server&apos;s{' '}
            <code>CapabilityStatement</code>. Its <code>implementationGuide</code> element lists the canonical
            URL of every guide the project supports, and <code>instantiates</code> lists the capability
            statements a guide defines that the server meets in full, such as the US Core Server statement in
            a US (Virginia) project. Test tools read these elements to decide what to test.
          </p>
          <CodeBlock language="json" title="CapabilityStatement (excerpt, US project)">
            {capabilityFragment}
          </CodeBlock>
        </Step>
        <Step number={2} title="Validated against the profiles, on every write and in CI">
          <p>
            Archiva validates each create and update against the R4 base definitions and against every profile
            the resource declares in <code>meta.profile</code>, and a project can require profiles per
            resource type. The same check is available on demand: <code>$validate</code> with a{' '}
            <code>profile</code> parameter returns an <code>OperationOutcome</code> without storing anything.
            In CI, every example and test fixture also runs through the HL7 FHIR Validator, with each
            guide&apos;s package pinned to the version in the table.
          </p>
          <CodeBlock language="bash" title="A CI validation step">
            {validatorCommand}
          </CodeBlock>
        </Step>
        <Step number={3} title="Exercised by test suites against a running server">
          <p>
            Before each release reaches a region, staging projects are tested end to end. For US Core, SMART
            App Launch and Bulk Data we run the Inferno test kits: Inferno is the open-source test framework
            used for ONC certification testing of the Standardized API for Patient and Population Services
            criterion, §&nbsp;170.315(g)(10). For the other guides we run our own suites, written as FHIR{' '}
            <code>TestScript</code> resources from each guide&apos;s conformance requirements, and for SQL on
            FHIR the specification&apos;s shared test cases. A failing test blocks the release.
          </p>
          <p>
            Passing these kits is not certification. {brand.name} is not certified under the ONC Health IT
            Certification Program and does not hold ONC certification. A US customer that needs certified
            health IT for a criterion, such as §&nbsp;170.315(g)(10), must use a Health IT Module certified to
            that criterion.
          </p>
        </Step>
      </CardGrid>
    </Section>
  );
}

export function RequestGuide(): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section columns={[1.1, 1]} align="start">
      <div>
        <SectionHeader
          eyebrow="Requests"
          title="Need a guide we do not list?"
          lead="National programmes, payers and app developers ask us for new guides every quarter, and the table grows from those requests."
          id="request"
        />
        <ButtonRow>
          <Link className="button button--primary button--lg" href={urls.contact}>
            <Icon name="mail" size={20} className={styles.buttonIcon} />
            Request a guide
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/interoperable">
            Standards and interoperability
          </Link>
        </ButtonRow>
      </div>
      <Card>
        <CardTitle>What to send us</CardTitle>
        <ul className={styles.checklist}>
          {guideRequestChecklist.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} className={styles.check} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className={styles.requestNote}>
          An interoperability engineer replies within ten working days with what support would involve and
          when it could ship, or why we would not take it on.
        </p>
      </Card>
    </Section>
  );
}
