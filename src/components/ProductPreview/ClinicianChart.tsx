import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { clinicianChart, type ChartObservation, type Trend } from '@site/src/data/sampleRecord';
import Frame, { FakeControls, PanelTitle, StatusPill, below, frameStyles, type PreviewProps } from './Frame';
import Sparkline from './Sparkline';
import table from './Table.module.css';
import styles from './ClinicianChart.module.css';

const CRITICALITY: Record<string, string> = {
  high: 'high criticality',
  low: 'low criticality',
  'unable-to-assess': 'criticality not assessed',
};

function TrendArrow({ trend }: { trend: Trend }): ReactNode {
  const rotate = { up: -45, down: 45, steady: 0 }[trend];
  return (
    <svg
      className={styles.arrow}
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      aria-hidden="true"
      focusable="false">
      <g transform={`rotate(${rotate} 7 7)`}>
        <path
          d="M2.5 7h8.5M7.5 3.5 11 7l-3.5 3.5"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

function ResultRow({ observation }: { observation: ChartObservation }): ReactNode {
  return (
    <tr className={table.row}>
      <th scope="row" className={table.cell}>
        <span className={styles.testName}>{observation.name}</span>
        <span className={styles.testDate}>{observation.date}</span>
      </th>
      <td className={clsx(table.cell, styles.resultCell)}>
        <span className={styles.value}>{observation.value}</span>{' '}
        <span className={styles.unit}>{observation.unit}</span>
        {observation.flag ? <StatusPill pill={observation.flag} className={styles.flag} /> : null}
      </td>
      <td className={clsx(table.cell, styles.trendCell)}>
        <span className={styles.trend}>
          <Sparkline values={observation.series} className={styles.sparkline} />
          <TrendArrow trend={observation.trend} />
          <span className={frameStyles.srOnly}>{observation.trendLabel}</span>
        </span>
      </td>
    </tr>
  );
}

/**
 * Medicus, the clinician's chart, drawn from the sample record: the patient banner, problems,
 * active medicines, latest results with their trend, and a Maestro draft awaiting review.
 */
export default function ClinicianChart({ className, headingLevel = 3 }: PreviewProps): ReactNode {
  const { patient, problems, medications, observations, draft } = clinicianChart;
  const panelLevel = below(headingLevel);
  const activeProblems = problems.filter((problem) => problem.status.label === 'Active').length;
  return (
    <Frame
      variant="browser"
      address={`Medicus · ${patient.mrnAssigner}`}
      className={className}
      caption={`Medicus, the clinician's chart, for a fictitious patient, ${patient.name}: her problems, medicines and latest results, and a draft note from Maestro waiting for ${clinicianChart.clinician} to review and sign.`}>
      <div className={styles.app}>
        <div className={styles.appBar} aria-hidden="true">
          <span className={styles.product}>
            <Icon name="stethoscope" size={16} />
            Medicus
          </span>
          <span className={styles.tabs}>
            <span className={styles.tabActive}>Summary</span>
            <span>Notes</span>
            <span>Results</span>
            <span>Orders</span>
          </span>
          <span className={styles.user}>
            <span className={styles.userName}>{clinicianChart.clinician}</span>
            <span className={styles.userAvatar}>{clinicianChart.clinicianInitials}</span>
          </span>
        </div>

        <div className={styles.banner}>
          <span className={styles.avatar} aria-hidden="true">
            {patient.initials}
          </span>
          <div className={styles.identity}>
            <Heading as={`h${headingLevel}`} className={styles.patientName}>
              {patient.name}
            </Heading>
            <dl className={styles.facts}>
              <div>
                <dt>Born</dt>
                <dd>
                  {patient.birthDate} ({patient.age} y)
                </dd>
              </div>
              <div>
                <dt>Sex</dt>
                <dd>{patient.gender}</dd>
              </div>
              <div>
                <dt>MRN</dt>
                <dd className={frameStyles.mono}>{patient.mrn}</dd>
              </div>
              {patient.generalPractitioner ? (
                <div className={styles.secondaryFact}>
                  <dt>GP</dt>
                  <dd>{patient.generalPractitioner}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          <ul className={styles.alerts} aria-label="Allergies">
            {patient.allergies.map((allergy) => (
              <li key={allergy.substance} className={styles.allergy}>
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path
                    d="M7 1.5 13 12H1z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.4"
                    strokeLinejoin="round"
                  />
                  <path
                    d="M7 5.5v3M7 10.2v.1"
                    stroke="currentColor"
                    strokeWidth="1.4"
                    strokeLinecap="round"
                  />
                </svg>
                <span>
                  <span className={frameStyles.srOnly}>Allergy: </span>
                  {allergy.substance}
                  <span className={styles.allergyDetail}>
                    {' '}
                    · {CRITICALITY[allergy.criticality] ?? allergy.criticality}
                    {allergy.reaction ? ` · ${allergy.reaction.toLowerCase()}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <p className={styles.context}>
          <StatusPill pill={{ label: 'In clinic', tone: 'info' }} />
          <span>
            {clinicianChart.encounter} · {clinicianChart.location}
          </span>
        </p>

        <div className={styles.grid}>
          <section className={clsx(frameStyles.panel, styles.problems)}>
            <PanelTitle level={panelLevel} count={`${activeProblems} active`}>
              Problems
            </PanelTitle>
            <ul className={styles.list}>
              {problems.map((problem) => (
                <li key={problem.id} className={styles.item}>
                  <span className={styles.itemMain}>
                    <span className={styles.itemName}>{problem.name}</span>
                    <span className={styles.itemMeta}>{problem.since}</span>
                    <span className={clsx(styles.itemMeta, frameStyles.mono)}>
                      SNOMED CT {problem.snomed}
                    </span>
                  </span>
                  <StatusPill pill={problem.status} />
                </li>
              ))}
            </ul>
          </section>

          <section className={clsx(frameStyles.panel, styles.medications)}>
            <PanelTitle level={panelLevel} count={medications.length}>
              Active medications
            </PanelTitle>
            <ul className={styles.list}>
              {medications.map((medication) => (
                <li key={medication.id} className={styles.item}>
                  <span className={styles.itemMain}>
                    <span className={styles.itemName}>{medication.name}</span>
                    <span className={styles.itemMeta}>
                      {medication.dosage} · {medication.since}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section className={clsx(frameStyles.panel, styles.results)}>
            <PanelTitle level={panelLevel}>Latest results</PanelTitle>
            <table className={clsx(table.table, styles.table)}>
              <thead className={table.thead}>
                <tr className={table.row}>
                  <th scope="col" className={table.head}>
                    Test
                  </th>
                  <th scope="col" className={clsx(table.head, styles.resultCell)}>
                    Result
                  </th>
                  <th scope="col" className={clsx(table.head, styles.trendCell)}>
                    Trend
                  </th>
                </tr>
              </thead>
              <tbody>
                {observations.map((observation) => (
                  <ResultRow key={observation.loinc} observation={observation} />
                ))}
              </tbody>
            </table>
          </section>

          <section className={clsx(frameStyles.panel, styles.draft)}>
            <PanelTitle level={panelLevel} className={styles.draftTitle}>
              <Icon name="sparkle" size={16} />
              AI draft — awaiting review
            </PanelTitle>
            <div className={styles.draftBody}>
              <p className={styles.draftHeading}>
                {draft.title} <span className={styles.draftType}>· {draft.documentType}</span>
              </p>
              <p className={styles.draftMeta}>
                Drafted by {draft.drafter} · {draft.drafted} ·{' '}
                <span className={frameStyles.mono}>status: preliminary</span>
              </p>
              <p className={styles.excerpt}>{draft.excerpt}</p>
              <div className={styles.sources}>
                <p className={styles.sourcesLabel}>
                  Provenance: {draft.sources.length} {draft.sources.length === 1 ? 'source' : 'sources'}
                </p>
                <ul className={styles.sourceList}>
                  {draft.sources.map((source) => (
                    <li key={source} className={styles.source}>
                      {source}
                    </li>
                  ))}
                </ul>
              </div>
              <div className={styles.actions}>
                <span className={styles.reviewer}>For {draft.reviewer}</span>
                <FakeControls
                  labels={['Review', 'Sign']}
                  primary="Sign"
                  className={styles.buttons}
                  description={`${draft.reviewer} reviews, edits and signs the draft; nothing is filed in the record until she signs.`}
                />
              </div>
            </div>
          </section>
        </div>
      </div>
    </Frame>
  );
}
