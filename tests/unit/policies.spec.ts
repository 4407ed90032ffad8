/** The security policy library: every policy has valid typed front matter. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { loadPolicies, POLICY_DIR } from '../../src/plugins/policy-index';
import { validatePolicyFrontMatter } from '../../src/data/policies';
import { policyFileProblems } from '../../src/content-checks/policies';
import { ROOT } from '../lib/content';

const REQUIRED = [
  'Password-Policy',
  'Data-Backup-Policy',
  'Contingency-Plan',
  'Risk-Management-Policy',
  'Remote-Access-Policy',
  'Termination-Policy',
  'Workstation-Security-Policy',
  'Wireless-Security-Policy',
];

const valid = {
  title: 'Password Policy',
  description:
    'Length, screening, storage and reset rules for every password and shared secret at Sanoria, aligned with NIST SP 800-63B.',
  owner: 'Chief Information Security Officer',
  version: '4.0',
  effective_date: '2025-09-15',
  last_reviewed: '2025-11-10',
  review_cycle: 'annual',
  safeguard: 'administrative',
  hipaa_refs: ['164.308(a)(5)(ii)(D)', '164.312(d)'],
};

test('every policy loads with valid front matter, the eight the specification requires among them', async () => {
  const policies = await loadPolicies(path.join(ROOT, POLICY_DIR));
  const slugs = policies.map((p) => p.slug);
  for (const slug of REQUIRED) expect(slugs).toContain(slug);
  for (const slug of slugs) expect(slug).toMatch(/^([A-Z][a-z]*)(-[A-Z][a-z]*)+$/);
});

test('the set covers administrative, physical and technical safeguards', async () => {
  const policies = await loadPolicies(path.join(ROOT, POLICY_DIR));
  const bySafeguard = new Set(policies.map((p) => p.safeguard));
  expect([...bySafeguard].sort()).toEqual(['administrative', 'physical', 'technical']);
});

test('valid front matter passes the validator', () => {
  expect(validatePolicyFrontMatter(valid, 'Password-Policy')).toEqual([]);
});

const broken: [string, Record<string, unknown>, RegExp][] = [
  ['a missing owner', { ...valid, owner: undefined }, /owner/],
  ['an unquoted numeric version', { ...valid, version: 4 }, /version/],
  ['a malformed date', { ...valid, effective_date: '15/09/2025' }, /effective_date/],
  ['a review before the effective date', { ...valid, last_reviewed: '2025-01-01' }, /before/],
  ['an unknown review cycle', { ...valid, review_cycle: 'sometimes' }, /review_cycle/],
  ['an unknown safeguard', { ...valid, safeguard: 'organisational' }, /safeguard/],
  ['no HIPAA references', { ...valid, hipaa_refs: [] }, /hipaa_refs/],
  ['a malformed HIPAA reference', { ...valid, hipaa_refs: ['HIPAA 312'] }, /hipaa_refs/],
  ['a title that does not match the slug', { ...valid, title: 'Passwords' }, /title/],
  ['a short description', { ...valid, description: 'Passwords.' }, /description/],
];

for (const [name, data, expected] of broken) {
  test(`the validator rejects ${name}`, () => {
    const errors = validatePolicyFrontMatter(data, 'Password-Policy');
    expect(errors.join('\n')).toMatch(expected);
  });
}

test('the content check reports a broken policy at the key that is wrong', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'policies-')), 'Password-Policy.mdx');
  fs.writeFileSync(file, '---\ntitle: Password Policy\nversion: 4\n---\n\nBody.\n');
  const found = policyFileProblems(file);
  expect(found.find((p) => p.message.includes('"version"'))?.line).toBe(3);
});

test('a broken policy file makes loading (and so the build) fail', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
  fs.writeFileSync(
    path.join(dir, 'Password-Policy.mdx'),
    '---\ntitle: Password Policy\ndescription: Too short.\nversion: 4\n---\n\nBody.\n',
  );
  await expect(loadPolicies(dir)).rejects.toThrow(/Invalid policy front matter/);
});
