/**
 * A table of search parameters: name, type, FHIRPath expression and whether Sanoria supports
 * it. A resource page lists its type's own (with the modifiers each supported one takes); the
 * index lists the common ones every type takes.
 */
import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { searchModifiers } from '@site/src/data/fhirSupport';
import type { SearchParamRow } from '../types';
import styles from './styles.module.css';

export default function SearchParamTable({
  params,
  modifiers = false,
}: {
  params: readonly SearchParamRow[];
  /** Name the modifiers a supported parameter takes, by its type. */
  modifiers?: boolean;
}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Expression</th>
          <th scope="col">On Sanoria</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={param.name}>
            <th scope="row">
              <code>{param.name}</code>
            </th>
            <td>{param.type}</td>
            <td className={styles.expression}>
              {param.expression ? <code>{param.expression}</code> : 'Special: no FHIRPath expression'}
            </td>
            <td>
              {!param.supported
                ? 'Not supported'
                : modifiers
                  ? `Yes; modifiers ${searchModifiers[param.type].map((m) => `:${m}`).join(' ')}`
                  : 'Yes'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
