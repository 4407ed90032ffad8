/**
 * The reference's index: every R4 resource type by FHIR category, with what Sanoria supports
 * at a glance, a filter that works in the page (no round trip), the data types, and the
 * search parameters every type takes. The number of matches is announced politely as the
 * reader types.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {
  CATEGORIES,
  datatypePath,
  resourcePath,
  type IndexEntry,
  type IndexPageData,
  type SidebarItem,
} from '../types';
import ReferenceLayout, { type TocEntry } from './ReferenceLayout';
import SearchParamTable from './SearchParamTable';
import styles from './styles.module.css';

const TOC: readonly TocEntry[] = [
  ...CATEGORIES.map((category) => ({ value: category, id: category.toLowerCase(), level: 2 })),
  { value: 'Data types', id: 'data-types', level: 2 },
  { value: 'Common search parameters', id: 'common-search-parameters', level: 2 },
];

const CATEGORY_INTRO: Record<(typeof CATEGORIES)[number], string> = {
  Foundation:
    'The infrastructure of the standard: conformance, terminology, security, documents and exchange.',
  Base: 'The people, organisations, devices and workflow that clinical records refer to.',
  Clinical: 'The content of the health record: summaries, diagnostics, medications and care provision.',
  Financial: 'Coverage, claims, billing and payment.',
  Specialized:
    'Public health and research, definitional artefacts, evidence-based medicine, quality reporting and medication definitions.',
};

const matches = (entry: IndexEntry, query: string): boolean =>
  query === '' ||
  entry.name.toLowerCase().includes(query) ||
  entry.group.toLowerCase().includes(query) ||
  entry.short.toLowerCase().includes(query);

const maturityLabel = (maturity: string): string => (maturity === 'N' ? 'Normative' : `FMM ${maturity}`);

function ResourceRows({ entries }: { entries: IndexEntry[] }): ReactNode {
  return (
    <ScrollableTable className={styles.indexTable}>
      <thead>
        <tr>
          <th scope="col">Resource</th>
          <th scope="col">Description</th>
          <th scope="col">Sanoria support</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">
              <Link to={resourcePath(entry.name)}>{entry.name}</Link>
              <div className={styles.maturity}>{maturityLabel(entry.maturity)}</div>
            </th>
            <td>{entry.short}</td>
            <td>
              <ul className={styles.badges}>
                <li>{entry.ownerName}</li>
                {entry.profiles.map((profile) => (
                  <li key={profile}>{profile}</li>
                ))}
                {entry.operations
                  .filter((op) => op !== '$validate' && op !== '$graphql')
                  .map((op) => (
                    <li key={op}>
                      <code>{op}</code>
                    </li>
                  ))}
                {entry.patientCompartment && <li>Patient compartment</li>}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

export default function IndexPage({
  data,
  sidebar,
}: {
  data: IndexPageData;
  sidebar: SidebarItem[];
}): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const statusId = useId();
  const normalised = query.trim().toLowerCase();
  const shown = useMemo(
    () => data.resources.filter((entry) => matches(entry, normalised)),
    [data.resources, normalised],
  );
  const total = data.resources.length;
  return (
    <ReferenceLayout
      title="FHIR R4 API reference"
      description={`Every FHIR R4 resource type on Sanoria (${total}), by category: elements, search parameters, operations and what the platform supports for each.`}
      trail={[]}
      keywords={['FHIR R4 API reference', 'resource types', 'data types', 'search parameters']}
      toc={TOC}
      sidebar={sidebar}>
      <p>
        Sanoria&apos;s API is a FHIR R4 (4.0.1) server: the {total} resource types below support every RESTful
        interaction, except <Link to={resourcePath('AuditEvent')}>AuditEvent</Link>, whose records clients can
        read and search but not create, change or delete, and{' '}
        <Link to={resourcePath('Parameters')}>Parameters</Link>, which has no REST endpoint in R4. Each
        type&apos;s page lists its elements, search parameters, operations and Patient-compartment membership,
        generated from the official R4 definitions. The support column shows which service owns the type, the
        national profiles a project can require for it, and its operations beyond <code>$validate</code> and{' '}
        <code>$graphql</code>, which every type with an endpoint has. The{' '}
        <Link to="/docs/platform/fhir-datastore">FHIR datastore</Link> and{' '}
        <Link to="/docs/platform/search">search</Link> guides explain the API around them.
      </p>

      <div className={styles.filter} role="search">
        <label htmlFor={inputId}>Filter resource types</label>
        <input
          id={inputId}
          type="search"
          className={styles.filterInput}
          value={query}
          placeholder="Name, group or description"
          autoComplete="off"
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={statusId} className={styles.filterStatus} role="status" aria-live="polite">
          {shown.length === total
            ? `${total} resource types`
            : `${shown.length} of ${total} resource types match`}
        </p>
      </div>

      {CATEGORIES.map((category) => {
        const entries = shown.filter((entry) => entry.category === category);
        return (
          <section key={category} hidden={entries.length === 0} aria-labelledby={category.toLowerCase()}>
            <Heading as="h2" id={category.toLowerCase()}>
              {category}
            </Heading>
            <p>{CATEGORY_INTRO[category]}</p>
            {/* Each resource's own page is what search should find for it. */}
            <div data-pagefind-ignore="">
              <ResourceRows entries={entries} />
            </div>
          </section>
        );
      })}

      <Heading as="h2" id="data-types">
        Data types
      </Heading>
      <p>The complex data types that the resources&apos; elements use, each with its own elements.</p>
      <ul className={styles.typeGrid}>
        {data.datatypes.map((type) => (
          <li key={type.name}>
            <Link to={datatypePath(type.name)}>{type.name}</Link>
          </li>
        ))}
      </ul>

      <Heading as="h2" id="common-search-parameters">
        Common search parameters
      </Heading>
      <p>
        These parameters apply to every resource type, alongside each type&apos;s own. Sanoria also supports{' '}
        <code>_has</code>, <code>_list</code>, <code>_sort</code>, <code>_count</code>, <code>_include</code>{' '}
        and <code>_revinclude</code>, as the <Link to="/docs/platform/search">search guide</Link> describes.
      </p>
      <SearchParamTable params={data.commonSearch} />
    </ReferenceLayout>
  );
}
