/**
 * A table of search parameters: name, type, R4's description (with a composite's components and
 * the FHIRPath expression under it) and, on a resource page, an example query. What Sanoria
 * supports is said once above the table, as the exceptions to "every parameter", not row by row;
 * a parameter it refuses is marked on its own row too. A resource page lists its type's own (with
 * the modifiers each type of parameter takes); the index lists the common ones every type takes.
 *
 * Each example links to the sandbox's console with the query filled in, ready to send: a plain
 * link (the console's share link), so the page ships no script for it, where a Run button per
 * row would add a control and a live region to each of a page's dozens of rows. It is a
 * `RequestLink`, which does not prefetch the sandbox once per row as `@docusaurus/Link` would.
 *
 * Narrow (a phone), each parameter stacks as a card: name and type, then the rest.
 */
import { Fragment, type ReactNode } from 'react';
import RequestLink from '@site/src/components/SandboxConsole/RequestLink';
import { modifiersFor, type SearchParamType } from '@site/src/data/fhirSupport';
import type { SearchParamRow } from '../types';
import { Breakable } from './ElementTree';
import ServerMarkup from './ServerMarkup';
import styles from './styles.module.css';

const codes = (names: readonly string[], last = 'and'): ReactNode =>
  names.map((name, i) => (
    <Fragment key={name}>
      {i > 0 && (i === names.length - 1 ? ` ${last} ` : ', ')}
      <code>{name}</code>
    </Fragment>
  ));

/** The exceptions, and (on a resource page) the modifiers each type of parameter on it takes. */
function Support({ params, modifiers }: { params: readonly SearchParamRow[]; modifiers: boolean }) {
  const refused = params.filter((param) => !param.supported).map((param) => param.name);
  const types = [...new Set(params.filter((p) => p.supported).map((p) => p.type))].sort();
  const ofType = params.some((p) => p.supported && modifiersFor(p.type, p.name).includes('of-type'));
  return (
    <>
      <p>
        Sanoria supports {refused.length === 0 ? 'every parameter below' : 'every parameter below except '}
        {refused.length > 0 && codes(refused)}
        {modifiers ? ', with the modifiers of its type:' : '.'}
      </p>
      {modifiers && (
        <ul className={styles.modifiers}>
          {types.map((type: SearchParamType) => (
            <li key={type}>
              {type}: {codes(modifiersFor(type, 'code').map((m) => `:${m}`))}
              {type === 'token' && ofType && (
                <>
                  ; <code>:of-type</code> on <code>identifier</code>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function SearchParamTable({
  params,
  modifiers = false,
}: {
  params: readonly SearchParamRow[];
  /** Name the modifiers each type of parameter takes. */
  modifiers?: boolean;
}): ReactNode {
  const examples = params.some((param) => param.example);
  return (
    <>
      <Support params={params} modifiers={modifiers} />
      <div className={styles.searchParams}>
        <table data-fhir-search="">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              {examples && <th scope="col">Example</th>}
            </tr>
          </thead>
          <ServerMarkup as="tbody">
            {params.map((param) => (
              <tr key={param.name}>
                <th scope="row" className={styles.paramName}>
                  <code>{param.name}</code>
                  {!param.supported && <span className={styles.refused}>Not on Sanoria</span>}
                </th>
                <td className={styles.paramType}>{param.type}</td>
                <td className={styles.paramDescription}>
                  {param.description}
                  {param.components && (
                    <span className={styles.paramDetail}>
                      Components:{' '}
                      {param.components.map((component, i) => (
                        <Fragment key={component.name}>
                          {i > 0 && (i === (param.components?.length ?? 0) - 1 ? ' and ' : ', ')}
                          <code>{component.name}</code> ({component.type}, on{' '}
                          <code>{component.expression}</code>)
                        </Fragment>
                      ))}
                    </span>
                  )}
                  {!param.components && (
                    <span className={styles.paramDetail}>
                      {param.expression ? (
                        <>
                          Expression:{' '}
                          <code>
                            <Breakable text={param.expression} />
                          </code>
                        </>
                      ) : (
                        'Special: no FHIRPath expression'
                      )}
                    </span>
                  )}
                </td>
                {examples && (
                  <td className={styles.tryIt}>
                    {param.example && (
                      <RequestLink request={{ method: 'GET', url: param.example }}>
                        <span className="sr-only">Open in the sandbox: </span>
                        <code>
                          <Breakable text={param.example.slice(param.example.indexOf('?'))} />
                        </code>
                      </RequestLink>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </ServerMarkup>
        </table>
      </div>
    </>
  );
}
