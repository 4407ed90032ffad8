/**
 * A table of records that stacks on phones, as the policy index does: where the screen has room
 * for the columns, a table (which scrolls inside its own box if it must); below 600 px, a list
 * of cards, one a row, with the same facts. Both are in the server's HTML and CSS shows one
 * (`display: none` on the other), so assistive technology meets only the one shown and the page
 * does not change once scripts run.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

export interface StackedColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** A narrow column whose values should not wrap, such as a percentage. */
  nowrap?: boolean;
}

export interface StackedTableProps<Row> {
  /** The table's accessible name (a visually hidden caption, and the card list's label). */
  label: string;
  /** The first column: each row's heading, and each card's title. */
  rowHeader: StackedColumn<Row>;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
}

export default function StackedTable<Row>({
  label,
  rowHeader,
  columns,
  rows,
  rowKey,
  className,
}: StackedTableProps<Row>): ReactNode {
  return (
    <div className={className}>
      <div className={styles.wide}>
        <ScrollableTable className={styles.table}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader.heading}</th>
              {columns.map((column) => (
                <th key={column.heading} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row">{rowHeader.cell(row)}</th>
                {columns.map((column) => (
                  <td key={column.heading} className={clsx(column.nowrap && styles.nowrap)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </div>
      <ul className={styles.cards} aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            <p className={styles.cardTitle}>{rowHeader.cell(row)}</p>
            <dl className={styles.facts}>
              {columns.map((column) => (
                <div key={column.heading}>
                  <dt>{column.heading}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
