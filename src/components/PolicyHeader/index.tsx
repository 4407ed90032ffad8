/**
 * A policy's particulars under its title: owner, version, effective date, last review and the
 * next review that the review cycle makes due. They come from the policy's own front matter,
 * read with the same validation that the policy-index plugin applies at build time, so they
 * always match the revision table at the foot of the policy and the policy library.
 */
import type { ReactNode } from 'react';
import {
  toPolicySummary,
  validatePolicyFrontMatter,
  type PolicySummary,
  type ReviewCycle,
} from '@site/src/data/policies';
import { docsSubsectionOf } from '@site/src/data/sections';
import { formatDate } from '@site/src/utils/dates';
import styles from './styles.module.css';

const cycleMonths: Record<ReviewCycle, number> = { annual: 12, 'semi-annual': 6, quarterly: 3 };

/**
 * The date `months` after a YYYY-MM-DD date, as YYYY-MM-DD; a day the target month lacks
 * becomes its last day (31 Aug + 6 months is 28 or 29 Feb).
 */
export function addMonths(iso: string, months: number): string {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** When a policy is next due for review: its last review plus its review cycle. */
export const nextReview = (policy: Pick<PolicySummary, 'last_reviewed' | 'review_cycle'>): string =>
  addMonths(policy.last_reviewed, cycleMonths[policy.review_cycle]);

/**
 * The policy a docs page is, from its permalink, id and front matter; undefined for every page
 * that is not a policy (the policy library's own index page included).
 */
export function policyOfDoc(
  permalink: string,
  id: string,
  frontMatter: Record<string, unknown>,
): PolicySummary | undefined {
  const group = docsSubsectionOf(permalink);
  if (group?.id !== 'policies' || permalink === group.path) return undefined;
  const slug = id.slice(id.lastIndexOf('/') + 1);
  return validatePolicyFrontMatter(frontMatter, slug).length === 0
    ? toPolicySummary(frontMatter, slug)
    : undefined;
}

function DateValue({ iso }: { iso: string }): ReactNode {
  return (
    <time dateTime={iso} className={styles.date}>
      {formatDate(iso, 'short')}
    </time>
  );
}

export default function PolicyHeader({ policy }: { policy: PolicySummary }): ReactNode {
  const items: { term: string; value: ReactNode; wide?: boolean }[] = [
    { term: 'Owner', value: policy.owner, wide: true },
    { term: 'Version', value: policy.version },
    { term: 'Effective', value: <DateValue iso={policy.effective_date} /> },
    { term: 'Last reviewed', value: <DateValue iso={policy.last_reviewed} /> },
    {
      term: 'Next review',
      value: (
        <>
          <DateValue iso={nextReview(policy)} /> <span className={styles.cycle}>({policy.review_cycle})</span>
        </>
      ),
    },
  ];
  return (
    <dl className={styles.meta}>
      {items.map(({ term, value, wide }) => (
        <div key={term} className={wide ? styles.wide : undefined}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
