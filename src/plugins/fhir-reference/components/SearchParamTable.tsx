/**
 * A table of search parameters: name, type, FHIRPath expression and whether Sanoria supports
 * it. A resource page lists its type's own (with the modifiers each supported one takes); the
 * index lists the common ones every type takes. Where the rows carry example queries (a
 * resource page's), a last column links each to the sandbox's console, the query filled in: a
 * plain link (the console's share link), so the page ships no script for it. Its hash is the
 * request, not an anchor, so the build's anchor check leaves it alone (`data-noBrokenLinkCheck`).
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { sandboxLink } from '@site/src/components/SandboxConsole/link';
import { modifiersFor } from '@site/src/data/fhirSupport';
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
  const examples = params.some((param) => param.example);
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Expression</th>
          <th scope="col">On Sanoria</th>
          {examples && <th scope="col">Try it</th>}
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
                  ? `Yes; modifiers ${modifiersFor(param.type, param.name)
                      .map((m) => `:${m}`)
                      .join(' ')}`
                  : 'Yes'}
            </td>
            {examples && (
              <td className={styles.tryIt}>
                {param.example && (
                  <Link to={sandboxLink({ method: 'GET', url: param.example })} data-noBrokenLinkCheck>
                    <span className="sr-only">Open in the sandbox: </span>
                    <code>{param.example.slice(param.example.indexOf('?'))}</code>
                  </Link>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
