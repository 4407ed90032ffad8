/**
 * The FHIR REST API's limits as a table, from src/data/apiLimits.ts: the datastore guide shows
 * them all, the limits page its rate limits, so a figure is written once.
 */
import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { restLimits, type LimitKind } from '@site/src/data/apiLimits';

/** Text with `backticks` as inline code, as the data file writes it. */
function Inline({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

export default function ApiLimitsTable({ kinds }: { kinds?: readonly LimitKind[] }): ReactNode {
  const rows = restLimits.filter((row) => !kinds || kinds.includes(row.kind));
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th>Limit</th>
          <th>Value</th>
          <th>What happens when exceeded</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.limit}>
            <td>
              <Inline text={row.limit} />
            </td>
            <td>
              <Inline text={row.value} />
            </td>
            <td>
              <Inline text={row.exceeded} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
