/**
 * Search relevance: queries a reader would type, each with the page that must be among the
 * first three results the modal shows (in the order it shows them: grouped by section). For a
 * technical term the first result must be developer documentation (Docs or Workflow guides),
 * never a service, company or blog page. Every result names its page, and no page is listed
 * twice. One page load runs them all through the real modal and the built index.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

interface Query {
  query: string;
  /** Any of these pages among the first three results passes. */
  expected: readonly string[];
  /** A technical term: the first result is developer documentation. */
  technical?: boolean;
  /** The page that must be the first result: a resource type's name finds its reference page. */
  first?: string;
}

const RELEVANCE_QUERIES: readonly Query[] = [
  // FHIR resources, operations and interactions
  // A resource type's name finds its reference page first, and a guide still in the first three.
  {
    query: 'Patient',
    expected: ['/docs/platform/fhir-datastore', '/docs/platform/search', '/docs'],
    technical: true,
    first: '/docs/reference/fhir/Patient',
  },
  {
    query: 'Observation',
    expected: ['/docs/platform/search', '/docs/workflows/labs-imaging', '/docs/workflows/charting'],
    technical: true,
    first: '/docs/reference/fhir/Observation',
  },
  {
    query: 'MedicationRequest',
    expected: ['/docs/workflows/medications', '/docs/platform/subscriptions'],
    technical: true,
    first: '/docs/reference/fhir/MedicationRequest',
  },
  { query: 'HumanName', expected: ['/docs/reference/fhir/datatypes/HumanName'], technical: true },
  { query: 'FHIR reference', expected: ['/docs/reference/fhir'], technical: true },
  { query: '$export', expected: ['/docs/interoperable', '/docs/integration'], technical: true },
  { query: '$everything', expected: ['/docs/platform/fhir-datastore'], technical: true },
  { query: '_include', expected: ['/docs/platform/search'], technical: true },
  { query: 'OperationOutcome', expected: ['/docs/sdk', '/docs/platform/fhir-datastore'], technical: true },
  { query: 'transaction Bundle', expected: ['/docs/platform/fhir-datastore'], technical: true },
  { query: 'CapabilityStatement', expected: ['/docs'], technical: true },
  { query: 'GraphQL', expected: ['/docs/platform/graphql'], technical: true },
  { query: 'subscription', expected: ['/docs/platform/subscriptions'], technical: true },
  { query: 'FHIRcast', expected: ['/docs/platform/fhircast'], technical: true },
  // Standards and integration
  { query: 'MLLP', expected: ['/docs/integration/hl7-interfacing'], technical: true },
  { query: 'ADT^A01', expected: ['/docs/integration/hl7-interfacing'], technical: true },
  { query: 'SMART App Launch', expected: ['/docs/integration/smart-app-launch'], technical: true },
  { query: 'PKCE', expected: ['/docs/integration/smart-app-launch', '/docs/platform/auth'], technical: true },
  { query: 'bearer token', expected: ['/docs/platform/auth'], technical: true },
  { query: 'bots', expected: ['/docs/platform/bots'], technical: true },
  { query: 'integration agent', expected: ['/docs/integration/agent'] },
  { query: 'legacy EHR migration', expected: ['/docs/integration/migration'] },
  // Clinical workflows
  // Guides stay first for their topics, though the reference names the same resources.
  {
    query: 'scheduling appointments',
    expected: ['/docs/workflows/scheduling'],
    first: '/docs/workflows/scheduling',
  },
  { query: 'prescribing', expected: ['/docs/workflows/medications'], first: '/docs/workflows/medications' },
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
  // The SDK
  { query: 'SDK retries', expected: ['/docs/sdk'] },
  { query: 'TypeScript client', expected: ['/docs/sdk'] },
  // The company
  { query: 'leadership', expected: ['/about'] },
  { query: 'privacy notice', expected: ['/privacy'] },
  { query: 'compliance statement', expected: ['/hipaa-gdpr-policy-statement'] },
];

/** The pages the modal lists for a query, in the order it shows them, with their section. */
async function shownPages(
  page: Page,
  query: string,
): Promise<{ url: string; title: string; section: string }[]> {
  await page.getByRole('combobox', { name: 'Search the site' }).fill(query);
  await page.waitForFunction(
    (q) =>
      document.querySelector('dialog [role="listbox"]')?.getAttribute('aria-label') === `Results for “${q}”`,
    query,
  );
  return page.evaluate(() =>
    [...document.querySelectorAll('dialog [role="listbox"] [role="option"]')]
      .filter((option) => !(option.getAttribute('href') ?? '').includes('#'))
      .map((option) => ({
        url: option.getAttribute('href') ?? '',
        title: option.querySelector('span > span')?.textContent?.trim() ?? '',
        section:
          option
            .closest('[role="group"]')
            ?.getAttribute('aria-labelledby')
            ?.replace(/^.*-group-/, '') ?? '',
      })),
  );
}

test('readers’ queries find their page in the first three results; technical terms find the docs first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('/');
  const failures: string[] = [];
  for (const { query, expected, technical, first } of RELEVANCE_QUERIES) {
    const shown = await shownPages(page, query);
    const urls = shown.map((result) => result.url);
    const firstThree = urls.slice(0, 3);
    if (!firstThree.some((url) => expected.includes(url))) {
      failures.push(
        `“${query}”: expected ${expected.join(' or ')} in the first three, got ${firstThree.join(', ')}`,
      );
    }
    if (first && urls[0] !== first) failures.push(`“${query}”: expected ${first} first, got ${urls[0]}`);
    if (technical && !['Docs', 'Workflow-guides'].includes(shown[0]?.section ?? '')) {
      failures.push(
        `“${query}”: a technical term, but the first result is ${urls[0]} (${shown[0]?.section})`,
      );
    }
    if (new Set(urls).size !== urls.length)
      failures.push(`“${query}”: a page is listed twice: ${urls.join(', ')}`);
    for (const result of shown) {
      if (!result.title) failures.push(`“${query}”: ${result.url} is shown without its title`);
    }
  }
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(30);
  expect(failures, failures.join('\n')).toEqual([]);
});
