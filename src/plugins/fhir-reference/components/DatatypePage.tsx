/** A complex datatype's page: its description, elements and the resources that use it. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  DATATYPES_PATH,
  datatypeSpecificationUrl,
  resourcePath,
  type DatatypePageData,
  type SidebarItem,
} from '../types';
import ElementTree, { FlagLegend } from './ElementTree';
import ReferenceLayout, { type TocEntry } from './ReferenceLayout';
import styles from './styles.module.css';

const TOC: readonly TocEntry[] = [
  { value: 'Elements', id: 'elements', level: 2 },
  { value: 'Used by', id: 'used-by', level: 2 },
];

export default function DatatypePage({
  data,
  sidebar,
}: {
  data: DatatypePageData;
  sidebar: SidebarItem[];
}): ReactNode {
  return (
    <ReferenceLayout
      title={data.name}
      description={`The FHIR R4 ${data.name} data type: its ${data.elements.length} elements, and the ${data.usedBy.length} resources that use it.`}
      trail={[{ label: 'Data types', to: DATATYPES_PATH }, { label: data.name }]}
      sidebarLink={DATATYPES_PATH}
      toc={TOC}
      sidebar={sidebar}
      lead={
        <p className={styles.meta}>
          Data type · <Link to={datatypeSpecificationUrl(data.name)}>Specification</Link>
        </p>
      }>
      {data.description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {/* Search indexes the title and description: see ResourcePage. */}
      <div data-pagefind-ignore="">
        <Heading as="h2" id="elements">
          Elements
        </Heading>
        <FlagLegend />
        <ElementTree rows={data.elements} />
        <Heading as="h2" id="used-by">
          Used by
        </Heading>
        {data.usedBy.length === 0 ? (
          <p>No resource uses {data.name} directly; other data types do.</p>
        ) : (
          <ul className={styles.inlineList}>
            {data.usedBy.map((name) => (
              <li key={name}>
                <Link to={resourcePath(name)}>{name}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ReferenceLayout>
  );
}
