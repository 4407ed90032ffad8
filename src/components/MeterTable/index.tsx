/**
 * The usage meters and what counts towards each, from src/data/plans.ts: the services
 * introduction and /pricing show the one list, so the bill's meters are described one way.
 */
import type { ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { meters } from '@site/src/data/plans';
import styles from './styles.module.css';

export default function MeterTable(): ReactNode {
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Meter</th>
          <th scope="col">What counts</th>
        </tr>
      </thead>
      <tbody>
        {meters.map((meter) => (
          <tr key={meter.id}>
            <th scope="row">{meter.name}</th>
            <td>{meter.counts}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
