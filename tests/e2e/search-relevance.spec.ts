/**
 * Search relevance: queries a reader would type, each with the page that must be among the
 * first three results (a `#heading` is a heading result of its page), and for some the page
 * that must come first. The queries run through Pagefind's own search script, in Node, on the
 * built index the served site holds (what the browser's Component UI calls, with the site's
 * ranking options), which takes a second or two rather than a browser's minute. Results are in
 * Pagefind's order of relevance: sections label and filter them, and never sort them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { SEARCH_RANKING } from '../../src/data/search';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const importModule = require('./import-module.cjs') as (url: string) => Promise<unknown>;

interface Query {
  query: string;
  /** Any of these among the first three results passes (a page, or a page's `#heading`). */
  expected: readonly string[];
  /** The page that must be the first result. */
  first?: string;
}

const RELEVANCE_QUERIES: readonly Query[] = [
  // FHIR resources, operations and interactions
  // A resource type's name finds its reference page; a guide that uses it is in the first three.
  { query: 'Patient', expected: ['/docs/reference/fhir/Patient'] },
  // (Its guides come fourth and later, after ObservationDefinition and a blog post.)
  {
    query: 'Observation',
    expected: ['/docs/reference/fhir/Observation'],
    first: '/docs/reference/fhir/Observation',
  },
  {
    query: 'MedicationRequest',
    expected: ['/docs/workflows/medications', '/docs/platform/subscriptions'],
    first: '/docs/reference/fhir/MedicationRequest',
  },
  { query: 'HumanName', expected: ['/docs/reference/fhir/datatypes/HumanName'] },
  { query: 'FHIR reference', expected: ['/docs/reference/fhir'] },
  { query: '$export', expected: ['/docs/interoperable', '/docs/integration'] },
  { query: '$everything', expected: ['/docs/platform/fhir-datastore'] },
  { query: '_include', expected: ['/docs/platform/search'] },
  { query: 'OperationOutcome', expected: ['/docs/sdk', '/docs/platform/fhir-datastore'] },
  { query: 'transaction Bundle', expected: ['/docs/platform/fhir-datastore'] },
  { query: 'CapabilityStatement', expected: ['/docs', '/docs/reference/fhir/CapabilityStatement'] },
  { query: 'GraphQL', expected: ['/docs/platform/graphql'] },
  { query: 'subscription', expected: ['/docs/platform/subscriptions'] },
  { query: 'FHIRcast', expected: ['/docs/platform/fhircast'] },
  // Standards and integration
  { query: 'MLLP', expected: ['/docs/integration/hl7-interfacing'] },
  { query: 'ADT^A01', expected: ['/docs/integration/hl7-interfacing'] },
  { query: 'SMART App Launch', expected: ['/docs/integration/smart-app-launch'] },
  { query: 'PKCE', expected: ['/docs/integration/smart-app-launch', '/docs/platform/auth'] },
  { query: 'bearer token', expected: ['/docs/platform/auth'] },
  { query: 'bots', expected: ['/docs/platform/bots'] },
  { query: 'integration agent', expected: ['/docs/integration/agent'] },
  { query: 'legacy EHR migration', expected: ['/docs/integration/migration'] },
  // Clinical workflows
  // Guides stay first for their topics, though the reference names the same resources.
  {
    query: 'scheduling appointments',
    expected: ['/docs/workflows/scheduling'],
    first: '/docs/workflows/scheduling',
  },
  { query: 'prescribing', expected: ['/docs/workflows/medications'] },
  { query: 'lab results', expected: ['/docs/workflows/labs-imaging'] },
  { query: 'care plan', expected: ['/docs/workflows/careplans'] },
  { query: 'claims', expected: ['/docs/workflows/billing'] },
  { query: 'questionnaire', expected: ['/docs/workflows/questionnaires', '/services/forma'] },
  // Security policies
  { query: 'password policy', expected: ['/docs/policies/Password-Policy'] },
  { query: 'incident response', expected: ['/docs/policies/Incident-Response-Policy'] },
  { query: 'disaster recovery', expected: ['/docs/policies/Disaster-Recovery-Policy'] },
  { query: 'breach notification', expected: ['/docs/policies/Breach-Notification-Policy'] },
  { query: 'encryption keys', expected: ['/docs/policies/Encryption-And-Key-Management-Policy'] },
  // Services
  { query: 'Termini', expected: ['/services/termini'] },
  { query: 'Veritas', expected: ['/services/veritas'] },
  { query: 'ePrescription', expected: ['/services/scriptus'] },
  { query: 'Maestro', expected: ['/services/maestro'] },
  { query: 'implementation guides', expected: ['/fig'] },
  // Careers
  { query: 'frontend engineer', expected: ['/careers/frontend-engineer'] },
  { query: 'open roles', expected: ['/careers'] },
  // The sandbox: where a reader tries the API with no account (issue 39)
  { query: 'sandbox', expected: ['/docs/sandbox'], first: '/docs/sandbox' },
  { query: 'try the API', expected: ['/docs/sandbox'] },
  { query: 'test data', expected: ['/docs/sandbox'] },
  // The SDK
  { query: 'SDK retries', expected: ['/docs/sdk'] },
  { query: 'TypeScript client', expected: ['/docs/sdk'] },
  // The company
  { query: 'leadership', expected: ['/about'] },
  { query: 'privacy notice', expected: ['/privacy'] },
  { query: 'compliance statement', expected: ['/hipaa-gdpr-policy-statement'] },
  // Certifications, and the numbers a developer looks up
  { query: 'SOC 2', expected: ['/security'] },
  { query: 'ISO 27001', expected: ['/security'] },
  // The section that states the REST API's limits, as a heading result of its page.
  { query: 'rate limit', expected: ['/docs/platform/fhir-datastore#limits'] },
  { query: 'Observation search parameters', expected: ['/docs/reference/fhir/Observation'] },
];

interface PagefindResult {
  data(): Promise<{ url: string; sub_results: { url: string }[] }>;
}
interface PagefindSearch {
  options(options: object): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
}

const pathOf = (url: string): string => {
  const { pathname, hash } = new URL(url, 'http://site');
  return `${pathname}${hash}`;
};

test('readers’ queries find their page in the first three results', async ({ baseURL }) => {
  // Pagefind's script, from the build, as an .mjs copy (Playwright's module hooks take a .js
  // file under our package.json for CommonJS); it fetches its index from the served site.
  const script = path.join(os.tmpdir(), `pagefind-${process.pid}.mjs`);
  fs.copyFileSync(path.join(__dirname, '../../build/pagefind/pagefind.js'), script);
  const pagefind = (await importModule(pathToFileURL(script).href)) as PagefindSearch;
  await pagefind.options({ basePath: `${baseURL}/pagefind/`, ranking: SEARCH_RANKING });
  const failures: string[] = [];
  const ranks: string[] = [];
  for (const { query, expected, first } of RELEVANCE_QUERIES) {
    const { results } = await pagefind.search(query);
    const firstThree = await Promise.all(results.slice(0, 3).map((result) => result.data()));
    const pages = firstThree.map(({ url }) => pathOf(url));
    const headings = firstThree.flatMap(({ sub_results }) => sub_results.map(({ url }) => pathOf(url)));
    const rank = pages.findIndex((page, i) =>
      expected.some(
        (want) => want === page || firstThree[i]?.sub_results.some(({ url }) => pathOf(url) === want),
      ),
    );
    ranks.push(`${query}: ${rank === -1 ? 'not in the first three' : `#${rank + 1}`}`);
    if (rank === -1 && !expected.some((want) => headings.includes(want)))
      failures.push(
        `“${query}”: expected ${expected.join(' or ')} in the first three, got ${pages.join(', ')}`,
      );
    if (first && pages[0] !== first) failures.push(`“${query}”: expected ${first} first, got ${pages[0]}`);
  }
  console.log(`search relevance:\n  ${ranks.join('\n  ')}`);
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30);
  expect(failures, failures.join('\n')).toEqual([]);
});
