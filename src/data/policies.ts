/**
 * The shape of a security policy's front matter, and its validation. The policy-index
 * plugin fails the build on an invalid policy, and a unit test proves the checks bite.
 */

export type Safeguard = 'administrative' | 'physical' | 'technical';
export type ReviewCycle = 'annual' | 'semi-annual' | 'quarterly';

export const safeguards: readonly { id: Safeguard; label: string; cfr: string; text: string }[] = [
  {
    id: 'administrative',
    label: 'Administrative safeguards',
    cfr: '45 CFR §164.308',
    text: 'How we manage security: risk, people, training, suppliers, incidents and contingency.',
  },
  {
    id: 'physical',
    label: 'Physical safeguards',
    cfr: '45 CFR §164.310',
    text: 'How we protect places, workstations, devices and media.',
  },
  {
    id: 'technical',
    label: 'Technical safeguards',
    cfr: '45 CFR §164.312',
    text: 'How our systems enforce access, audit, integrity, authentication and transmission security.',
  },
];

export interface PolicyFrontMatter {
  title: string;
  description: string;
  owner: string;
  version: string;
  effective_date: string;
  last_reviewed: string;
  review_cycle: ReviewCycle;
  safeguard: Safeguard;
  hipaa_refs: string[];
}

/** One row of the policy index: the front matter plus the page's slug. */
export interface PolicySummary extends PolicyFrontMatter {
  slug: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A section of 45 CFR Part 164 (Security Rule §164.3xx, Breach Notification §164.4xx, Privacy Rule §164.5xx). */
const CFR_REF = /^164\.[1-5]\d{2}(\([a-z0-9]+\))*$/i;

/** YAML turns unquoted dates into Date objects; policies may use either form. */
function asDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && DATE.test(value) ? value : undefined;
}

/** Problems with one policy's front matter; an empty list means it is valid. */
export function validatePolicyFrontMatter(data: Record<string, unknown>, slug: string): string[] {
  const errors: string[] = [];
  const text = (key: string, min = 1, max = 1000): void => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim().length < min || value.length > max) {
      errors.push(`${slug}: "${key}" must be text of ${min}–${max} characters`);
    }
  };
  text('title', 3, 80);
  text('description', 80, 200);
  text('owner', 3, 80);
  if (typeof data.version !== 'string' || !/^\d+\.\d+$/.test(data.version)) {
    errors.push(`${slug}: "version" must be a quoted MAJOR.MINOR string such as '2.1'`);
  }
  const effective = asDate(data.effective_date);
  const reviewed = asDate(data.last_reviewed);
  if (!effective) errors.push(`${slug}: "effective_date" must be a date YYYY-MM-DD`);
  if (!reviewed) errors.push(`${slug}: "last_reviewed" must be a date YYYY-MM-DD`);
  if (effective && reviewed && reviewed < effective) {
    errors.push(`${slug}: "last_reviewed" (${reviewed}) is before "effective_date" (${effective})`);
  }
  if (!['annual', 'semi-annual', 'quarterly'].includes(data.review_cycle as string)) {
    errors.push(`${slug}: "review_cycle" must be annual, semi-annual or quarterly`);
  }
  if (!safeguards.some((s) => s.id === data.safeguard)) {
    errors.push(`${slug}: "safeguard" must be administrative, physical or technical`);
  }
  const refs = data.hipaa_refs;
  if (!Array.isArray(refs) || refs.length === 0) {
    errors.push(`${slug}: "hipaa_refs" must be a non-empty list`);
  } else {
    for (const ref of refs) {
      if (typeof ref !== 'string' || !CFR_REF.test(ref)) {
        errors.push(
          `${slug}: "hipaa_refs" entry ${JSON.stringify(ref)} is not a 45 CFR Part 164 reference such as '164.312(a)(1)'`,
        );
      }
    }
  }
  const expectedTitle = slug.replace(/-/g, ' ').toLowerCase();
  if (typeof data.title === 'string' && data.title.toLowerCase() !== expectedTitle) {
    errors.push(`${slug}: "title" (${data.title}) does not match the slug`);
  }
  return errors;
}

/** The validated summary of a policy (call after validatePolicyFrontMatter returned no errors). */
export function toPolicySummary(data: Record<string, unknown>, slug: string): PolicySummary {
  return {
    slug,
    title: data.title as string,
    description: data.description as string,
    owner: data.owner as string,
    version: data.version as string,
    effective_date: asDate(data.effective_date) ?? '',
    last_reviewed: asDate(data.last_reviewed) ?? '',
    review_cycle: data.review_cycle as ReviewCycle,
    safeguard: data.safeguard as Safeguard,
    hipaa_refs: (data.hipaa_refs as string[]).slice(),
  };
}
