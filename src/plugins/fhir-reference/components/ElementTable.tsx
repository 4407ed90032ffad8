/**
 * The element table of a resource or datatype: every element of the definition's snapshot,
 * nested by indentation, with its cardinality, types (linked to their datatype pages), flags,
 * binding and short definition. It scrolls inside its own labelled region on a narrow screen,
 * its first column staying in view (ScrollableTable).
 */
import { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { datatypePath, resourcePath, type ElementRow, type TypeRef } from '../types';
import styles from './styles.module.css';

function TypeCell({ types }: { types: TypeRef[] }): ReactNode {
  return types.map((type, i) => (
    <span key={type.code}>
      {i > 0 && ' | '}
      {type.linked ? <Link to={datatypePath(type.code)}>{type.code}</Link> : type.code}
      {type.targets && (
        <>
          (<wbr />
          {type.targets.map((target, j) => (
            <span key={target.name}>
              {j > 0 && ' | '}
              {target.linked ? <Link to={resourcePath(target.name)}>{target.name}</Link> : target.name}
            </span>
          ))}
          )
        </>
      )}
    </span>
  ));
}

/**
 * Text that may break after each dot or slash, where a line would not otherwise break: unbroken,
 * the longest element path or URL of a table made its column so wide that the table no longer
 * fitted a desktop column (ExplanationOfBenefit's `#ExplanationOfBenefit.item.adjudication`).
 */
function Breakable({ text }: { text: string }): ReactNode {
  return text.split(/(?<=[./])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A short definition, where a long word (an element path, a URL, "and/or" lists) may break. */
function Short({ text }: { text: string }): ReactNode {
  return text.split(/(\S{20,})/).map((part, i) => (i % 2 === 1 ? <Breakable key={i} text={part} /> : part));
}

const FLAG_TEXT = { summary: 'in summaries', modifier: 'modifier', mustSupport: 'must support' } as const;

function Flags({ row }: { row: ElementRow }): ReactNode {
  return (
    <>
      {row.summary && (
        <span className={styles.flag} title="Included in _summary=true">
          <span aria-hidden="true">Σ</span>
          <span className="sr-only">{FLAG_TEXT.summary}</span>
        </span>
      )}
      {row.modifier && (
        <span className={styles.flag} title="Modifier: changes the meaning of the resource">
          <span aria-hidden="true">?!</span>
          <span className="sr-only">{FLAG_TEXT.modifier}</span>
        </span>
      )}
      {row.mustSupport && (
        <span className={styles.flag} title="Must support in a profile Sanoria lists">
          <span aria-hidden="true">MS</span>
          <span className="sr-only">{FLAG_TEXT.mustSupport}</span>
        </span>
      )}
    </>
  );
}

export function FlagLegend({ mustSupport }: { mustSupport?: ReactNode }): ReactNode {
  return (
    <p className={styles.legend}>
      Flags: <strong>Σ</strong> the element is in the summary (<code>_summary=true</code>);{' '}
      <strong>?!</strong> it is a modifier, which can change the meaning of the rest of the resource, so a
      reader must not ignore it
      {mustSupport ? (
        <>
          ; <strong>MS</strong> {mustSupport}
        </>
      ) : null}
      . Cardinality is <code>min..max</code>.
    </p>
  );
}

export default function ElementTable({ rows }: { rows: ElementRow[] }): ReactNode {
  return (
    <ScrollableTable className={styles.elements} data-fhir-elements="">
      <thead>
        <tr>
          <th scope="col">Element</th>
          <th scope="col">Card.</th>
          <th scope="col">Type</th>
          <th scope="col">Flags</th>
          <th scope="col">Binding</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = row.path.slice(row.path.lastIndexOf('.') + 1);
          const parent = row.path.slice(0, row.path.length - name.length);
          return (
            <tr key={row.path}>
              <th
                scope="row"
                className={styles.path}
                style={{ paddingInlineStart: `${0.75 + row.depth}rem` }}>
                <code>
                  <span className="sr-only">{parent}</span>
                  {name}
                </code>
              </th>
              <td className={styles.nowrap}>
                {row.min}..{row.max}
              </td>
              <td>
                {row.contentReference ? (
                  <>
                    See{' '}
                    <code>
                      <Breakable text={row.contentReference} />
                    </code>
                  </>
                ) : (
                  <TypeCell types={row.types} />
                )}
              </td>
              <td className={`${styles.nowrap} ${styles.flagsCell}`}>
                <Flags row={row} />
              </td>
              <td className={styles.binding}>
                {row.binding && (
                  <>
                    {row.binding.strength}:{' '}
                    {row.binding.href ? (
                      <Link to={row.binding.href}>{row.binding.title}</Link>
                    ) : (
                      (row.binding.title ?? row.binding.valueSet)
                    )}
                  </>
                )}
              </td>
              <td>
                <Short text={row.short} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
