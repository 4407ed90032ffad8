/**
 * The trust centre's sections (/trust and /trust/sub-processors), each fed from src/data:
 * assurance from facts.ts, commitments, residency and sub-processors from trust.ts, plans from
 * plans.ts. Copy changes never touch layout.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { assurance, type Assurance, type AssuranceStatus } from '@site/src/data/facts';
import { planName } from '@site/src/data/plans';
import {
  availability,
  availabilityTerms,
  businessHours,
  documents,
  residency,
  severities,
  subProcessorChanges,
  subProcessors,
  subProcessorsFor,
  support,
  type AvailabilityCommitment,
  type Residency,
  type Severity,
  type SubProcessor,
  type SupportTier,
} from '@site/src/data/trust';
import Card, { CardText, CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import StackedTable from '@site/src/components/StackedTable';
import { formatDate } from '@site/src/utils/dates';
import styles from './trust.module.css';

/** Where the trust centre's pages are. */
export const trustPages = {
  index: '/trust',
  subProcessors: '/trust/sub-processors',
  dpa: '/trust/dpa',
  baa: '/trust/baa',
} as const;

const STATUS_LABEL: Record<AssuranceStatus, string> = {
  held: 'In place',
  'in progress': 'In progress',
  none: 'None',
  'per release': 'Per release',
};

/** "Cloud infrastructure" → "cloud infrastructure", but "SMS delivery" stays as it is. */
const lowerFirst = (text: string): string =>
  /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** "a second US region" → "A second US region", for a table cell. */
const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A percentage as the page writes it: 99.9%, 99.95%. */
const percent = (value: number): string => `${String(value)}%`;

function AssuranceTile({ item }: { item: Assurance }): ReactNode {
  return (
    <Card as="li" className={styles.tile}>
      <p className={styles.status} data-status={item.status}>
        {STATUS_LABEL[item.status]}
      </p>
      <CardTitle>{item.name}</CardTitle>
      <CardText>{item.summary}</CardText>
      <dl className={styles.tileFacts}>
        {item.date ? (
          <div>
            <dt>Latest report</dt>
            <dd>
              <time dateTime={item.date}>{formatDate(item.date, 'month')}</time>
            </dd>
          </div>
        ) : null}
        {item.cadence ? (
          <div>
            <dt>Repeated</dt>
            <dd>{item.cadence}</dd>
          </div>
        ) : null}
        {item.by ? (
          <div>
            <dt>By</dt>
            <dd>{item.by}</dd>
          </div>
        ) : null}
        {item.evidence ? (
          <div>
            <dt>Evidence</dt>
            <dd>{item.evidence}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

export function AssuranceTiles(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Status at a glance"
        title="Certifications, assessments and tests, as they stand"
        lead="What we hold, what is in progress and what we do not have. The statement on each tile is the one every page of this site makes."
        id="status"
      />
      <CardGrid min="20rem" className={styles.tiles}>
        {Object.values(assurance).map((item) => (
          <AssuranceTile key={item.name} item={item} />
        ))}
      </CardGrid>
      <p className={styles.note}>
        {assurance.iso27001.statement} {assurance.soc2.statement} The cloud providers are named in the{' '}
        <Link to={trustPages.subProcessors}>sub-processor list</Link>.
      </p>
    </Section>
  );
}

function Credits({ commitment }: { commitment: AvailabilityCommitment }): ReactNode {
  if (commitment.credits.length === 0) return 'None';
  return (
    <ul className={styles.credits}>
      {commitment.credits.map((band) => (
        <li key={band.below}>
          Below {percent(band.below)}: {band.credit}%
        </li>
      ))}
    </ul>
  );
}

export function Availability(): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Commitments"
        title="Availability per plan, with service credits"
        lead="The monthly availability each plan commits to, and the credit, as a share of that month's fees, when a month falls short."
        id="availability"
      />
      <StackedTable
        label="Availability and service credits per plan"
        rowHeader={{ heading: 'Plan', cell: (row: AvailabilityCommitment) => planName(row.plan) }}
        columns={[
          {
            heading: 'Monthly availability',
            cell: (row) => (row.target === null ? 'No SLA' : percent(row.target)),
            nowrap: true,
          },
          { heading: 'Service credit', cell: (row) => <Credits commitment={row} /> },
          { heading: 'In practice', cell: (row) => row.note },
        ]}
        rows={availability}
        rowKey={(row) => row.plan}
      />
      <div className={styles.prose}>
        <p>{availabilityTerms.measured}</p>
        <p>{availabilityTerms.excluded}</p>
        <p>{availabilityTerms.claim}</p>
        <p>
          Live availability, incidents and announced maintenance are on the{' '}
          <Link href={urls.status}>status page</Link>. When the{' '}
          <Link to="/docs/policies/Contingency-Plan">Contingency Plan</Link> is active, a notice goes there
          within 30 minutes and is updated at least every 60 minutes until recovery, and customers with a
          registered operations contact are called when a Tier 1 service is unavailable for more than 1 hour.
        </p>
      </div>
    </Section>
  );
}

export function Support(): ReactNode {
  const order: readonly Severity[] = ['S1', 'S2', 'S3', 'S4'];
  return (
    <Section>
      <SectionHeader
        eyebrow="Commitments"
        title="Support: hours and first response by severity"
        lead="You set the severity when you open a case; we may change it with your agreement. The clock starts when the case is opened."
        id="support"
      />
      <dl className={styles.severities}>
        {severities.map((severity) => (
          <div key={severity.id}>
            <dt>
              {severity.id} · {severity.name}
            </dt>
            <dd>{severity.meaning}</dd>
          </div>
        ))}
      </dl>
      <StackedTable
        label="First response per severity, per plan"
        rowHeader={{
          heading: 'Plan',
          cell: (row: SupportTier) =>
            row.name === planName(row.plan) ? row.name : `${planName(row.plan)} (${row.name})`,
        }}
        columns={[
          { heading: 'Hours', cell: (row) => row.hours },
          ...order.map((id) => ({
            heading: `${id} first response`,
            cell: (row: SupportTier) => row.firstResponse[id] ?? 'No commitment',
          })),
          { heading: 'How to reach us', cell: (row) => row.channels },
        ]}
        rows={support}
        rowKey={(row) => row.plan}
      />
      <p className={styles.note}>Business hours are {businessHours}.</p>
    </Section>
  );
}

/** Sub-processors' names, linking to the list. */
function ProcessorNames({ processors }: { processors: readonly SubProcessor[] }): ReactNode {
  return (
    <ul className={styles.names}>
      {processors.map((processor) => (
        <li key={processor.name}>
          {processor.name} <span className={styles.role}>({lowerFirst(processor.role)})</span>
        </li>
      ))}
    </ul>
  );
}

export function ResidencyTable(): ReactNode {
  // Sub-processors that serve every region are named once, under the table; each row names
  // those that serve only some regions, the infrastructure first.
  const everyRegion = subProcessors.filter((processor) =>
    residency.every((row) => processor.regions.includes(row.region.name)),
  );
  const regional = (row: Residency) =>
    subProcessorsFor(row.region.name).filter((processor) => !everyRegion.includes(processor));
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Residency"
        title="Where your data is, region by region"
        lead="You choose the region for each project when you create it. The records and their history, binaries, search indexes, backups, logs, AuditEvent records and AI processing stay in it; the only copy elsewhere is the encrypted disaster-recovery copy, in the same jurisdiction."
        id="residency"
      />
      <StackedTable
        label="Residency per region"
        rowHeader={{ heading: 'Region', cell: (row: Residency) => row.region.name }}
        columns={[
          { heading: 'Data stored', cell: (row) => row.stored },
          { heading: 'Backups', cell: (row) => row.backups },
          { heading: 'Recovery site', cell: (row) => upperFirst(row.recovery) },
          { heading: 'TLS terminates', cell: (row) => row.tls },
          {
            heading: 'Sub-processors for this region',
            cell: (row) => <ProcessorNames processors={regional(row)} />,
          },
        ]}
        rows={residency}
        rowKey={(row) => row.region.name}
      />
      <p className={styles.note}>
        In every region, also:{' '}
        {everyRegion.map((processor, index) => (
          <span key={processor.name}>
            {index > 0 ? (index === everyRegion.length - 1 ? ' and ' : ', ') : null}
            {processor.name} ({lowerFirst(processor.role)})
          </span>
        ))}
        . Each works from the locations the <Link to={trustPages.subProcessors}>sub-processor list</Link>{' '}
        gives.
      </p>
      <p className={styles.note}>
        TLS terminates only in the region, so health data is never decrypted outside it. Support staff outside
        the region reach a project’s data only through a just-in-time grant your administrator approves,
        recorded as an <code>AuditEvent</code>. The{' '}
        <Link to="/security#hosting-regions">security overview</Link> and the{' '}
        <Link to="/docs/platform/deployment#data-residency">deployment guide</Link> give the detail.
      </p>
    </Section>
  );
}

export function SubProcessorSummary(): ReactNode {
  const roles = [...new Set(subProcessors.map((processor) => lowerFirst(processor.role)))];
  return (
    <Section>
      <SectionHeader
        eyebrow="Sub-processors"
        title={`${subProcessors.length} named sub-processors`}
        lead={`For ${roles.join(', ')}. Each is under a written agreement with terms at least as protective as our DPA and, where it may handle PHI, a BAA.`}
        id="sub-processors"
      />
      <p className={styles.prose}>{subProcessorChanges.statement}</p>
      <p>
        <Link className="button button--primary" to={trustPages.subProcessors}>
          Read the named list
        </Link>
      </p>
    </Section>
  );
}

export function Agreements(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Agreements"
        title="The DPA and the BAA, in plain terms"
        lead="What each agreement commits us to, clause by clause against the law that requires it, and how to sign."
        id="agreements"
      />
      <CardGrid min="17rem" fill>
        <li>
          <Card to={trustPages.dpa} className={styles.fullHeight}>
            <CardTitle>Data processing agreement</CardTitle>
            <CardText>
              Every customer. The terms GDPR Article 28(3) and UK GDPR require, the Standard Contractual
              Clauses for transfers, and Canadian terms for PIPEDA.
            </CardText>
          </Card>
        </li>
        <li>
          <Card to={trustPages.baa} className={styles.fullHeight}>
            <CardTitle>Business associate agreement</CardTitle>
            <CardText>
              US customers, before any PHI is loaded. The terms 45 CFR 164.504(e) and 164.314(a) require, with
              a 24-hour initial breach notice.
            </CardText>
          </Card>
        </li>
      </CardGrid>
    </Section>
  );
}

export function Documents(): ReactNode {
  const urls = useBrandUrls();
  return (
    <Section>
      <SectionHeader
        eyebrow="Evidence"
        title="Documents you can request"
        lead="We share these with customers and serious prospects under a non-disclosure agreement, unless the list says otherwise."
        id="documents"
      />
      <DocumentList />
      <p className={styles.prose}>
        To ask, use the <Link href={urls.contact}>contact page</Link> and choose the legal and compliance
        topic, or ask your account team. We send a non-disclosure agreement first where one is needed.
      </p>
    </Section>
  );
}

/**
 * The named list: in full on /trust/sub-processors; `compact` (role, data and location) where
 * another page, such as the compliance statement, summarises it.
 */
export function SubProcessorList({ compact = false }: { compact?: boolean }): ReactNode {
  const full = [
    { heading: 'Role', cell: (row: SubProcessor) => row.role },
    { heading: 'What it does', cell: (row: SubProcessor) => row.purpose },
    { heading: 'Data it handles', cell: (row: SubProcessor) => row.data },
    { heading: 'Location', cell: (row: SubProcessor) => row.location },
    { heading: 'Transfer mechanism', cell: (row: SubProcessor) => row.transfer },
    { heading: 'Regions', cell: (row: SubProcessor) => row.regions.join(', ') },
  ];
  const shown = compact
    ? full.filter((column) => ['Role', 'Data it handles', 'Location'].includes(column.heading))
    : full;
  return (
    <StackedTable
      label="Sanoria's sub-processors"
      rowHeader={{ heading: 'Sub-processor', cell: (row: SubProcessor) => row.name }}
      columns={shown}
      rows={subProcessors}
      rowKey={(row) => row.name}
    />
  );
}

/** The documents a buyer can request, as a list (the trust centre and the compliance statement). */
export function DocumentList(): ReactNode {
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.name}>
          <strong>{document.name}.</strong> {document.note}
        </li>
      ))}
    </ul>
  );
}
