/**
 * The elements of a resource or datatype as the FHIR specification draws them: a tree with
 * connecting lines, each backbone element collapsible, and the inherited elements (`id`,
 * `extension`, `modifierExtension`, and `Resource`'s and `DomainResource`'s on a resource) hidden
 * behind one checkbox. Columns as the specification's: Name, Flags, Card., Type, Description &
 * constraints (the binding under the description). Where the tree is narrow (a phone), each
 * element stacks: name, cardinality and type on a line, flags and description below.
 *
 * Built from the platform's own controls, so it works before and without JavaScript: a backbone
 * element is a `<details>` whose `<summary>` is its row (a backbone row never holds a link, which
 * a summary must not: see `plainTypes`), and the checkbox shows the inherited rows through CSS
 * (`:has`). Only "Expand all" and "Collapse all" need a script.
 */
import { Fragment, useRef, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { datatypePath, resourcePath, type ElementRow, type TypeRef } from '../types';
import ServerMarkup from './ServerMarkup';
import styles from './styles.module.css';

interface TreeNode {
  row: ElementRow;
  children: TreeNode[];
}

/** The rows (the snapshot's order: each element before its children) as a tree. */
export function treeOf(rows: readonly ElementRow[]): TreeNode[] {
  const roots: TreeNode[] = [];
  const stack: TreeNode[] = [];
  for (const row of rows) {
    const node: TreeNode = { row, children: [] };
    while (stack.length > 0 && !row.path.startsWith(`${stack.at(-1)?.row.path}.`)) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * Above this many elements of its own, a tree starts with its top-level backbone elements closed
 * (ExplanationOfBenefit's 187 rows open made a phone's page about 25,000 px tall); a shorter one
 * starts open, as the specification shows it.
 */
export const OPEN_LIMIT = 60;

/*
 * The widths the Name and Type columns need, in rem, from the tree's own rows: the most indented
 * name, and the longest word of a type (a column narrower than a word would have to break it).
 * Estimates for the fonts of styles.module.css: a monospace character of the name at 0.75rem is
 * 0.45rem wide, a character of Inter at 0.8125rem at most about 0.44rem.
 */
const INDENT_REM = 1.25;
const ICON_REM = 0.9;
const NAME_CH_REM = 0.45;
const TYPE_CH_REM = 0.44;
const nameColumn = (rows: readonly ElementRow[]): number =>
  Math.max(...rows.map((row) => row.depth * INDENT_REM + ICON_REM + nameOf(row).length * NAME_CH_REM + 0.25));
const typeColumn = (rows: readonly ElementRow[]): number =>
  Math.max(
    ...rows.flatMap((row) =>
      [
        ...row.types.flatMap((type) => [
          type.code,
          ...(type.targets ?? []).map((target) => `${target.name})`),
        ]),
        ...(row.contentReference ?? '').split('.'),
      ].map((word) => word.length * TYPE_CH_REM),
    ),
  );

/**
 * The tree's width class: the least of these widths (in rem) at which its columns fit, a
 * Description of 40% beside the rest (flags 2.25rem, cardinality 2.75rem, four gaps of 0.5rem,
 * the row's padding of 1rem). A tree too wide for all of them stays stacked.
 */
const WIDTHS = [44, 51, 56, 64, 80] as const;
function widthClass(rows: readonly ElementRow[]): string | undefined {
  const need = (nameColumn(rows) + typeColumn(rows) + 2.25 + 2.75 + 2) / 0.6 + 1;
  const fits = WIDTHS.find((width) => width >= need);
  return fits ? styles[`fits${fits}`] : undefined;
}

const nameOf = (row: ElementRow): string => row.path.slice(row.path.lastIndexOf('.') + 1);

function TypeCell({ types, plain }: { types: TypeRef[]; plain: boolean }): ReactNode {
  return types.map((type, i) => (
    <Fragment key={type.code}>
      {i > 0 && ' | '}
      {type.linked && !plain ? <Link to={datatypePath(type.code)}>{type.code}</Link> : type.code}
      {type.targets && (
        <>
          (<wbr />
          {type.targets.map((target, j) => (
            <Fragment key={target.name}>
              {j > 0 && ' | '}
              {target.linked && !plain ? (
                <Link to={resourcePath(target.name)}>{target.name}</Link>
              ) : (
                target.name
              )}
            </Fragment>
          ))}
          )
        </>
      )}
    </Fragment>
  ));
}

/**
 * Text that may break after each dot, slash or bar, and nowhere else: a long element path or URL
 * then wraps between its parts instead of widening its column, and never inside a word.
 */
export function Breakable({ text }: { text: string }): ReactNode {
  return text.split(/(?<=[./|])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** A short definition, where a long run without spaces (a path, a URL, "and/or" lists) may break. */
function Short({ text }: { text: string }): ReactNode {
  return text.split(/(\S{20,})/).map((part, i) => (i % 2 === 1 ? <Breakable key={i} text={part} /> : part));
}

const FLAGS = [
  { key: 'summary', symbol: 'Σ', text: 'in summaries', title: 'Included in _summary=true' },
  { key: 'modifier', symbol: '?!', text: 'modifier', title: 'Modifier: changes the meaning of the resource' },
  {
    key: 'mustSupport',
    symbol: 'MS',
    text: 'must support',
    title: 'Must support in a profile Sanoria lists',
  },
] as const;

function Flags({ row }: { row: ElementRow }): ReactNode {
  return FLAGS.filter((flag) => row[flag.key]).map((flag) => (
    <span key={flag.key} className={styles.flag} title={flag.title}>
      <span aria-hidden="true">{flag.symbol}</span>
      <span className="sr-only">{flag.text}</span>
    </span>
  ));
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

/** One element's cells. `plain`: in a summary, which must hold no link (none has one: see above). */
function Cells({ row, plain }: { row: ElementRow; plain: boolean }): ReactNode {
  const name = nameOf(row);
  return (
    <>
      <span className={styles.name}>
        <code>
          <span className="sr-only">{row.path.slice(0, row.path.length - name.length)}</span>
          {name}
        </code>
      </span>
      <span className={styles.flags}>
        <Flags row={row} />
      </span>
      <span className={styles.card}>
        {row.min}..{row.max}
      </span>
      <span className={styles.type}>
        {row.contentReference ? (
          <>
            See{' '}
            <code>
              <Breakable text={row.contentReference} />
            </code>
          </>
        ) : (
          <TypeCell types={row.types} plain={plain} />
        )}
      </span>
      <span className={styles.description}>
        <Short text={row.short} />
        {row.binding && (
          <span className={styles.binding}>
            Binding:{' '}
            {row.binding.href && !plain ? (
              <Link to={row.binding.href}>{row.binding.title}</Link>
            ) : (
              <Breakable text={row.binding.title ?? row.binding.valueSet} />
            )}{' '}
            ({row.binding.strength})
          </span>
        )}
      </span>
    </>
  );
}

function Branch({ nodes, depth, collapse }: { nodes: TreeNode[]; depth: number; collapse: boolean }) {
  const List = depth === 0 ? ServerList : 'ul';
  return (
    <List className={styles.branch} style={{ '--depth': depth } as CSSProperties}>
      {nodes.map(({ row, children }) => (
        <li
          key={row.path}
          className={clsx(styles.item, row.inherited && styles.inherited)}
          data-path={row.path}>
          {children.length === 0 ? (
            <div className={styles.row}>
              <Cells row={row} plain={false} />
            </div>
          ) : (
            <details className={styles.backbone} open={!(collapse && depth === 0)}>
              <summary className={styles.row}>
                <Cells row={row} plain />
              </summary>
              <Branch nodes={children} depth={depth + 1} collapse={collapse} />
            </details>
          )}
        </li>
      ))}
    </List>
  );
}

/** The tree's outermost list, which keeps the server's markup while the page hydrates (./ServerMarkup). */
function ServerList(props: { className?: string; style: CSSProperties; children: ReactNode }): ReactNode {
  return <ServerMarkup as="ul" {...props} />;
}

/** Opens or closes every backbone element of the tree: the one control that needs a script. */
function ExpandAll(): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const isBrowser = useIsBrowser();
  const setAll = (open: boolean): void => {
    box.current
      ?.closest('[data-fhir-elements]')
      ?.querySelectorAll('details')
      .forEach((details) => {
        details.open = open;
      });
  };
  return (
    <div ref={box} className={styles.expandAll}>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={!isBrowser}
        onClick={() => setAll(true)}>
        Expand all
      </button>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={!isBrowser}
        onClick={() => setAll(false)}>
        Collapse all
      </button>
    </div>
  );
}

export default function ElementTree({ rows }: { rows: ElementRow[] }): ReactNode {
  const tree = treeOf(rows);
  const inherited = [...new Set(rows.filter((row) => row.inherited).map(nameOf))];
  const backbones = rows.some((row, i) => rows[i + 1]?.path.startsWith(`${row.path}.`));
  const collapse = rows.filter((row) => !row.inherited).length > OPEN_LIMIT;
  const style = {
    '--name-col': `${nameColumn(rows).toFixed(2)}rem`,
    '--type-col': `${typeColumn(rows).toFixed(2)}rem`,
  } as CSSProperties;
  return (
    <div className={styles.tree} data-fhir-elements="" style={style}>
      {/* The width class on a child: a container query styles only the container's descendants. */}
      <div className={widthClass(rows)}>
        <div className={styles.controls}>
          {inherited.length > 0 && (
            <label className={styles.inheritedToggle}>
              <input type="checkbox" className={styles.showInherited} /> Show inherited elements{' '}
              <span className={styles.inheritedNames}>
                (
                {inherited.map((name, i) => (
                  <Fragment key={name}>
                    {i > 0 && ', '}
                    <code>{name}</code>
                  </Fragment>
                ))}
                )
              </span>
            </label>
          )}
          {backbones && <ExpandAll />}
        </div>
        {/* The column headings, for the eye: a screen reader reads each row as one line. */}
        <div className={clsx(styles.row, styles.head)} aria-hidden="true">
          <span>Name</span>
          <span>Flags</span>
          <span>Card.</span>
          <span>Type</span>
          <span>Description &amp; constraints</span>
        </div>
        <Branch nodes={tree} depth={0} collapse={collapse} />
      </div>
    </div>
  );
}
