import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import policies from '@generated/policy-index/default/policies.json';
import { safeguards, type Safeguard } from '@site/src/data/policies';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string): string => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** How many policies the library holds, per safeguard: generated from the policies. */
export function PolicyCount(): ReactNode {
  return (
    <p className={styles.count}>
      {policies.length} policies:{' '}
      {safeguards.map((s) => `${policies.filter((p) => p.safeguard === s.id).length} ${s.id}`).join(', ')}.
    </p>
  );
}

/** The table of one safeguard's policies, generated from each policy's front matter. */
export function PolicyTable({ safeguard }: { safeguard: Safeguard }): ReactNode {
  const info = safeguards.find((s) => s.id === safeguard);
  const rows = policies.filter((p) => p.safeguard === safeguard);
  return (
    <>
      <p>
        {info?.text} <span className={styles.cfr}>{info?.cfr}</span>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">Safeguard</th>
            <th scope="col">Owner</th>
            <th scope="col">Version</th>
            <th scope="col">Last reviewed</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.slug}>
              <td>
                <Link to={`/docs/policies/${p.slug}`}>{p.title}</Link>
              </td>
              <td className={styles.safeguard}>{p.safeguard}</td>
              <td>{p.owner}</td>
              <td>{p.version}</td>
              <td>
                <time dateTime={p.last_reviewed}>{formatDate(p.last_reviewed)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
