/**
 * The policy library's index (/docs/policies), generated from each policy's front matter by
 * src/plugins/policy-index.
 *
 * Each safeguard's policies are rendered twice, and CSS shows one: a table where the screen
 * has room for its columns, and below 600 px a list of cards, one a policy, with the same
 * facts. The one hidden is `display: none`, so assistive technology meets only the one shown;
 * both are in the server's HTML, so the page does not change once scripts run.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import policies from '@generated/policy-index/default/policies.json';
import { safeguards, type Safeguard } from '@site/src/data/policies';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { formatDate } from '@site/src/utils/dates';
import styles from './styles.module.css';

/** A review date, readable and machine-readable. */
function ReviewDate({ iso }: { iso: string }): ReactNode {
  return <time dateTime={iso}>{formatDate(iso, 'short')}</time>;
}

/** How many policies the library holds, per safeguard: generated from the policies. */
export function PolicyCount(): ReactNode {
  return (
    <p className={styles.count}>
      {policies.length} policies:{' '}
      {safeguards.map((s) => `${policies.filter((p) => p.safeguard === s.id).length} ${s.id}`).join(', ')}.
    </p>
  );
}

/**
 * One safeguard's policies, generated from each policy's front matter. The section's heading
 * names the safeguard, so the rows do not repeat it.
 */
export function PolicyTable({ safeguard }: { safeguard: Safeguard }): ReactNode {
  const info = safeguards.find((s) => s.id === safeguard);
  const rows = policies.filter((p) => p.safeguard === safeguard);
  const label = info?.label ?? safeguard;
  return (
    <>
      <p>
        {info?.text} <span className={styles.cfr}>{info?.cfr}</span>
      </p>
      <div className={styles.wide}>
        <ScrollableTable className={styles.table}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Owner</th>
              <th scope="col">Version</th>
              <th scope="col">Last reviewed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.slug}>
                <th scope="row">
                  <Link to={`/docs/policies/${p.slug}`}>{p.title}</Link>
                </th>
                <td>{p.owner}</td>
                <td>{p.version}</td>
                <td>
                  <ReviewDate iso={p.last_reviewed} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      </div>
      <ul className={styles.cards} aria-label={label}>
        {rows.map((p) => (
          <li key={p.slug} className={styles.card}>
            <p className={styles.cardTitle}>
              <Link to={`/docs/policies/${p.slug}`}>{p.title}</Link>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>Owner</dt>
                <dd>{p.owner}</dd>
              </div>
              <div>
                <dt>Version</dt>
                <dd>{p.version}</dd>
              </div>
              <div>
                <dt>Last reviewed</dt>
                <dd>
                  <ReviewDate iso={p.last_reviewed} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
