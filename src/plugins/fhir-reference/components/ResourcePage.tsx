/**
 * A resource type's page: what it is, what Sanoria supports for it, its elements, search
 * parameters and operations, its place in the Patient compartment, an example, and the guides
 * that use it. The data comes from src/plugins/fhir-reference (one JSON module per page).
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import ScrollableTable from '@site/src/components/ScrollableTable';
import RequestLink from '@site/src/components/SandboxConsole/RequestLink';
import { REFERENCE_PATH, type ResourcePageData, type SidebarItem } from '../types';
import ElementTree, { FlagLegend } from './ElementTree';
import ReferenceLayout, { type TocEntry } from './ReferenceLayout';
import SearchParamTable from './SearchParamTable';
import { interactionRequest } from './sandboxRequests';
import styles from './styles.module.css';

const TOC: readonly TocEntry[] = [
  { value: 'Support on Sanoria', id: 'support', level: 2 },
  { value: 'Elements', id: 'elements', level: 2 },
  { value: 'Search parameters', id: 'search-parameters', level: 2 },
  { value: 'Operations', id: 'operations', level: 2 },
  { value: 'Patient compartment', id: 'patient-compartment', level: 2 },
  { value: 'Example', id: 'example', level: 2 },
  { value: 'Used in', id: 'used-in', level: 2 },
];

const maturityText = (maturity: string): string =>
  maturity === 'N' ? 'Normative' : `Trial use, maturity level ${maturity} of 5`;

/** An operation definition's page in the published specification, or its canonical URL. */
const operationHref = (definition: string): string => {
  const core = /^http:\/\/hl7\.org\/fhir\/OperationDefinition\/(.+)$/.exec(definition);
  return core ? `https://hl7.org/fhir/R4/operation-${(core[1] ?? '').toLowerCase()}.html` : definition;
};

function Support({ data }: { data: ResourcePageData }): ReactNode {
  const { support } = data;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Owning service</dt>
        <dd>
          <Link to={`/services/${support.owner}`}>{support.ownerName}</Link>
          {support.owner !== 'archiva' && (
            <>
              {' '}
              (stored in <Link to="/services/archiva">Archiva</Link>)
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Interactions</dt>
        <dd>
          {support.interactions.length === 0 && (
            <>
              None: {data.name} has no REST endpoint in FHIR R4. It carries the input and output of
              operations, such as <code>$validate</code>.
            </>
          )}
          {support.interactions.map((code, i) => {
            const request = interactionRequest(code, data.name, data.sandboxId, data.example.json);
            return (
              <span key={code}>
                {i > 0 && ', '}
                {request ? (
                  <RequestLink request={request} aria-label={`${code}: try it in the sandbox`}>
                    <code>{code}</code>
                  </RequestLink>
                ) : (
                  <code>{code}</code>
                )}
              </span>
            );
          })}
          {support.interactions.length > 0 && (
            <>
              {support.conditional
                ? '; conditional create, update and delete'
                : '; no create, update, patch or delete: the platform writes every record, and no one can change or delete one'}
              . Each linked interaction opens in the <Link to="/docs/sandbox">sandbox</Link>, ready to send.
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Profiles</dt>
        <dd>
          {support.profiles.length === 0
            ? 'The base definition. Projects can require their own profiles.'
            : support.profiles.map((profile, i) => (
                <span key={profile.url}>
                  {i > 0 && ', '}
                  {profile.guide}:{' '}
                  <code className={styles.breakAnywhere}>{profile.url.split('/').pop()}</code>
                </span>
              ))}
        </dd>
      </div>
      <div>
        <dt>Search</dt>
        <dd>
          {data.search.filter((p) => p.supported).length} of {data.search.length} parameters below, the{' '}
          <Link to={`${REFERENCE_PATH}#common-search-parameters`}>common parameters</Link>, chains and{' '}
          <code>_include</code>/<code>_revinclude</code> on any reference parameter
        </dd>
      </div>
    </dl>
  );
}

function OperationsTable({ data }: { data: ResourcePageData }): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Operation</th>
          <th scope="col">Invoked on</th>
          <th scope="col">Defined by</th>
          <th scope="col">On Sanoria</th>
        </tr>
      </thead>
      <tbody>
        {data.operations.map((op) => (
          <tr key={op.definition}>
            <th scope="row">
              <code>${op.name}</code>
            </th>
            <td>{op.levels.join(', ')}</td>
            <td>
              <Link to={operationHref(op.definition)}>{op.core ? 'FHIR R4' : 'Implementation guide'}</Link>
            </td>
            <td>
              {op.supported && op.docs ? (
                <Link to={op.docs}>
                  {op.supportedLevels.length < op.levels.length
                    ? `Supported (${op.supportedLevels.join(', ')} only)`
                    : 'Supported'}
                </Link>
              ) : (
                'Not supported'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

function UsedInList({ data }: { data: ResourcePageData }): ReactNode {
  if (data.usedIn.length === 0) {
    return (
      <p>
        No guide works with {data.name} yet. The{' '}
        <Link to="/docs/platform/fhir-datastore">FHIR datastore</Link> guide covers the interactions every
        type shares.
      </p>
    );
  }
  return (
    <ul className={styles.usedIn}>
      {data.usedIn.map((page) => (
        <li key={page.permalink}>
          <Link to={page.permalink}>{page.title}</Link> <span className={styles.kind}>{page.kind}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ResourcePage({
  data,
  sidebar,
}: {
  data: ResourcePageData;
  sidebar: SidebarItem[];
}): ReactNode {
  const description = `The FHIR R4 ${data.name} resource on Sanoria: its ${data.elements.length} elements, ${data.search.length} search parameters, operations and what the platform supports.`;
  return (
    <ReferenceLayout
      title={data.name}
      description={description}
      trail={[
        { label: `${data.category} resources`, to: `${REFERENCE_PATH}#${data.category.toLowerCase()}` },
        { label: data.name },
      ]}
      toc={TOC}
      sidebar={sidebar}
      keywords={[data.name, `FHIR ${data.name}`, `${data.name} search parameters`]}
      lead={
        <p className={styles.meta}>
          {data.category} › {data.group} · {maturityText(data.maturity)} ·{' '}
          <Link to={`https://hl7.org/fhir/R4/${data.name.toLowerCase()}.html`}>Specification</Link>
        </p>
      }>
      {data.description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}

      <Heading as="h2" id="support">
        Support on Sanoria
      </Heading>
      <Support data={data} />

      {/* Search indexes the title, description and support (src/plugins/search): the tables and
          lists below name other types on every page, and would drown the guides in results. */}
      <div data-pagefind-ignore="">
        <Heading as="h2" id="elements">
          Elements
        </Heading>
        <FlagLegend
          mustSupport={
            data.mustSupportFrom.length > 0 ? (
              <>
                it is must-support in the core{' '}
                <code>{data.mustSupportFrom.map((u) => u.split('/').pop()).join(', ')}</code> profile
              </>
            ) : undefined
          }
        />
        <ElementTree rows={data.elements} />

        <Heading as="h2" id="search-parameters">
          Search parameters
        </Heading>
        <p>
          The parameters FHIR R4 defines for {data.name}. Every resource also takes the{' '}
          <Link to={`${REFERENCE_PATH}#common-search-parameters`}>common parameters</Link>; the{' '}
          <Link to="/docs/platform/search">search guide</Link> explains types, prefixes and modifiers.
        </p>
        {data.search.length === 0 ? (
          <p>FHIR R4 defines no search parameters of its own for {data.name}.</p>
        ) : (
          <SearchParamTable params={data.search} modifiers />
        )}

        <Heading as="h2" id="operations">
          Operations
        </Heading>
        <OperationsTable data={data} />

        <Heading as="h2" id="patient-compartment">
          Patient compartment
        </Heading>
        <p>
          {data.name === 'Patient' ? (
            <>
              A Patient is its own compartment: a patient-context token (<code>patient/*.rs</code>) reaches
              the record of that patient.
            </>
          ) : data.compartment.member ? (
            <>
              {data.name} is in the Patient compartment, through{' '}
              {data.compartment.params.map((param, i) => (
                <span key={param}>
                  {i > 0 && (i === data.compartment.params.length - 1 ? ' and ' : ', ')}
                  <code>{param}</code>
                </span>
              ))}
              : <code>Patient/[id]/$everything</code> returns it, and a patient-context SMART token reaches
              the patient&apos;s own.
            </>
          ) : (
            <>
              {data.name} is not in the Patient compartment: a patient-context SMART token does not reach it
              through the patient, and <code>Patient/[id]/$everything</code> returns one only when a record in
              the compartment refers to it.
            </>
          )}
        </p>

        <Heading as="h2" id="example">
          Example
        </Heading>
        <p>
          {data.example.source ? (
            <>
              From <Link to={data.example.source.permalink}>{data.example.source.title}</Link>.
            </>
          ) : (
            <>The smallest valid {data.name}: its required elements only.</>
          )}
        </p>
        <CodeBlock language="json" title={`${data.name}.json`}>
          {data.example.json}
        </CodeBlock>

        <Heading as="h2" id="used-in">
          Used in
        </Heading>
        <UsedInList data={data} />
      </div>
    </ReferenceLayout>
  );
}
