/**
 * The API console on /docs/sandbox (issue 39), against the real sandbox (src/sandbox/client and
 * its worker): each test is one thing a reader does with it. The engine's own answers are proved
 * in Node (tests/unit/sandbox-engine.spec.ts); these prove the page asks it and shows what it says.
 */
import type { Locator, Page } from '@playwright/test';
import { resolveUrls } from '../../src/data/brand';
import { requestFromLink } from '../../src/components/SandboxConsole/link';
import { axeInBothModes } from '../lib/axe';
import { sideways } from '../lib/layout';
import { expect, test } from './fixtures';
import { browserIdle } from './helpers';

const PATH = '/docs/sandbox';
/** Emer Madden, the sample record's patient. */
const EMER = 'e2c35d0b-3663-44e1-b0e9-50cdfe7c1c7e';

const response = (page: Page): Locator => page.getByRole('region', { name: 'Response', exact: true });
const history = (page: Page): Locator =>
  page.getByRole('region', { name: 'History of this visit' }).getByRole('listitem');
/** The console's own messages (site search has live regions of its own). */
const status = (page: Page): Locator =>
  page.getByRole('region', { name: 'Sandbox console' }).getByRole('status');
const field = (page: Page, name: 'Request URL' | 'Request body'): Locator =>
  page.getByRole('textbox', { name, exact: true });

/** Fills the form (REST mode) and sends it with the Send button; resolves once it is answered. */
async function send(page: Page, method: string, url: string, body = ''): Promise<void> {
  const before = await history(page).count();
  await page.getByRole('combobox', { name: 'Method' }).selectOption(method);
  await field(page, 'Request URL').fill(url);
  await field(page, 'Request body').fill(body);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(history(page)).toHaveCount(before + 1);
}

test('a search answers 200 OK with a searchset Bundle', async ({ page }) => {
  await page.goto(PATH);
  await send(page, 'GET', 'Patient?family=Madden');
  await expect(response(page)).toContainText(/^200 OK/);
  await expect(response(page)).toContainText('Content-Type:');
  const body = response(page).getByRole('region', { name: 'Body' });
  await expect(body).toContainText('"resourceType": "Bundle"');
  await expect(body).toContainText('"type": "searchset"');
  await expect(body).toContainText(EMER);
});

test('bad input gets a FHIR answer: 400, 413, 404 and an OperationOutcome naming an unknown parameter', async ({
  page,
}) => {
  await page.goto(PATH);
  const cases: [method: string, url: string, body: string, status: RegExp, text: string][] = [
    [
      'POST',
      'Patient',
      '{ "resourceType": "Patient", ',
      /^400 Bad Request/,
      '"resourceType": "OperationOutcome"',
    ],
    [
      'POST',
      'Patient',
      JSON.stringify({ resourceType: 'Patient', text: { status: 'generated', div: 'x'.repeat(1_100_000) } }),
      /^413 Content Too Large/,
      '"resourceType": "OperationOutcome"',
    ],
    ['GET', 'Patient/no-such-patient', '', /^404 Not Found/, '"resourceType": "OperationOutcome"'],
    ['GET', 'NoSuchType', '', /^404 Not Found/, '"resourceType": "OperationOutcome"'],
    ['GET', 'Patient?colour-of-eyes=blue', '', /^400 Bad Request/, 'colour-of-eyes'],
  ];
  for (const [method, url, body, status, text] of cases) {
    await send(page, method, url, body);
    await expect(response(page), `${method} ${url}`).toContainText(status);
    await expect(response(page), `${method} ${url}`).toContainText(text);
  }
});

test('Share link puts the request in the address, and opening it fills the form without sending', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PATH);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('PUT');
  await field(page, 'Request URL').fill(`Patient/${EMER}`);
  await field(page, 'Request body').fill('{ "resourceType": "Patient", "id": "x" }');
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = new URL(page.url());
  expect(requestFromLink(link.hash)).toEqual({
    method: 'PUT',
    url: `Patient/${EMER}`,
    headers: { 'content-type': 'application/fhir+json' },
    body: '{ "resourceType": "Patient", "id": "x" }',
  });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.href);

  // A fresh page from the link: the form holds the request, and nothing was sent.
  const opened = await context.newPage();
  await opened.goto(link.href);
  await expect(field(opened, 'Request URL')).toHaveValue(`Patient/${EMER}`);
  await expect(opened.getByRole('combobox', { name: 'Method' })).toHaveValue('PUT');
  await expect(field(opened, 'Request body')).toHaveValue('{ "resourceType": "Patient", "id": "x" }');
  await browserIdle(opened);
  await expect(response(opened)).toHaveCount(0);
  await expect(history(opened)).toHaveCount(0);
});

test('Ctrl+Enter in the body sends the request', async ({ page }) => {
  await page.goto(PATH);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await field(page, 'Request URL').fill('Patient');
  await field(page, 'Request body').fill('{ "resourceType": "Patient", "name": [{ "family": "Byrne" }] }');
  await field(page, 'Request body').press('Control+Enter');
  await expect(response(page)).toContainText(/^201 Created/);
  await expect(response(page)).toContainText(/Location:\s*Patient\//);
});

test('Copy as curl copies the request for the configured FHIR base, quoted for a shell', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PATH);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await field(page, 'Request URL').fill('Patient');
  await field(page, 'Request body').fill(`{ "resourceType": "Patient", "name": [{ "family": "O'Neill" }] }`);
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  const base = resolveUrls(process.env).fhirApi;
  const expected = [
    `curl -X POST ${base}/Patient`,
    `-H 'Accept: application/fhir+json'`,
    `-H 'Content-Type: application/fhir+json'`,
    '-H "Authorization: Bearer $TOKEN"',
    `--data-raw '{ "resourceType": "Patient", "name": [{ "family": "O'\\''Neill" }] }'`,
  ].join(' \\\n  ');
  await expect(page.getByRole('region', { name: 'curl command' })).toHaveText(expected);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('the history lists this visit’s requests, newest first, and reopens one with its answer', async ({
  page,
}) => {
  await page.goto(PATH);
  await send(page, 'GET', `Patient/${EMER}`);
  await send(page, 'GET', 'Patient/no-such-patient');
  await expect(history(page)).toHaveText([
    /GET Patient\/no-such-patient\s*404 Not Found/,
    /GET Patient\/e2c35d0b.*200 OK/,
  ]);
  await history(page).nth(1).getByRole('button').click();
  await expect(field(page, 'Request URL')).toHaveValue(`Patient/${EMER}`);
  await expect(response(page)).toContainText(/^200 OK/);
});

test('Reset sandbox brings back the seed: a patient created before it is gone', async ({ page }) => {
  await page.goto(PATH);
  await send(page, 'POST', 'Patient', '{ "resourceType": "Patient", "name": [{ "family": "Reset" }] }');
  const body = await response(page).getByRole('region', { name: 'Body' }).textContent();
  const created = `Patient/${(JSON.parse(body ?? '{}') as { id?: string }).id}`;
  expect(created).toMatch(/^Patient\/[\w-]+$/);
  await send(page, 'GET', created);
  await expect(response(page)).toContainText(/^200 OK/);
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(status(page)).toHaveText('The sandbox is back to its seed data.');
  await send(page, 'GET', created);
  await expect(response(page)).toContainText(/^404 Not Found/);
  await send(page, 'GET', `Patient/${EMER}`);
  await expect(response(page)).toContainText(/^200 OK/);
});

test('GraphQL mode sends the query to $graphql', async ({ page }) => {
  await page.goto(PATH);
  await page.getByRole('radio', { name: 'GraphQL' }).check();
  await page
    .getByRole('textbox', { name: 'GraphQL query' })
    .fill(`{ Patient(id: "${EMER}") { name { family given } birthDate } }`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(response(page)).toContainText(/^200 OK/);
  await expect(response(page)).toContainText('"family": "Madden"');
  await expect(history(page).first()).toContainText('POST $graphql');
});

test('a request still running after 5 s is stopped with a 408, and the next starts the sandbox afresh', async ({
  page,
  context,
}) => {
  // The worker's data is held back, so its first request cannot finish and only the stop can answer
  // it. The page's clock is Playwright's, so the 5 s pass at once instead of being waited for.
  let asked = 0;
  await context.route(/\/assets\/sandbox\/data\.[\w]+\.json$/, () => {
    asked += 1;
  });
  await page.clock.install();
  await page.goto(PATH);
  // Time stands still from here until the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('GET');
  await field(page, 'Request URL').fill(`Patient/${EMER}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => asked, { message: 'the worker asked for its data' }).toBe(1);
  await page.clock.runFor(4_900);
  await expect(history(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(response(page)).toContainText(/^408 Request Timeout/);
  await expect(response(page)).toContainText('Stopped: the request ran longer than 5 s');
  // The data is let through now: a fresh worker loads it and answers.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await send(page, 'GET', `Patient/${EMER}`);
  await expect(response(page)).toContainText(/^200 OK/);
});

test('no network request is made while the sandbox answers', async ({ page }) => {
  await page.goto(PATH);
  // The first answer: by then the worker and its own assets have loaded.
  await send(page, 'GET', 'Patient?family=Madden');
  await expect(response(page)).toContainText(/^200 OK/);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await send(page, 'GET', `Observation?subject=Patient/${EMER}&_sort=-date`);
  await send(page, 'POST', 'Patient', '{ "resourceType": "Patient", "name": [{ "family": "Offline" }] }');
  await send(page, 'GET', 'Patient/no-such-patient');
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(status(page)).toHaveText('The sandbox is back to its seed data.');
  await browserIdle(page);
  expect(requests).toEqual([]);
});

test('the console with an answer shown is axe-clean in light and dark mode', async ({ page }) => {
  await page.goto(PATH);
  await send(page, 'GET', `Patient/${EMER}`);
  await expect(response(page)).toContainText(/^200 OK/);
  expect(await axeInBothModes(page, PATH)).toEqual([]);
});

test('the console works from the keyboard alone', async ({ page }) => {
  await page.goto(PATH);
  const url = field(page, 'Request URL');
  /** Presses Tab until `target` has focus (at most 60 times: the navbar and sidebar come first). */
  const tabTo = async (target: Locator): Promise<void> => {
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };
  await tabTo(url);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`Patient/${EMER}`);
  // Enter in the URL field sends, as in any form.
  await page.keyboard.press('Enter');
  await expect(response(page)).toContainText(/^200 OK/);
  // The body scrolls inside its own box, which a keyboard reaches and scrolls.
  const body = response(page).getByRole('region', { name: 'Body' });
  await tabTo(body);
  await tabTo(history(page).first().getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(`Reopened GET Patient/${EMER}.`);
});

test('at 390 px the console and its answer fit without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  await page.getByRole('button', { name: 'Find patients named Madden' }).click();
  await expect(response(page)).toContainText(/^200 OK/);
  await page.getByRole('button', { name: 'Copy as curl' }).click();
  const { overflow, culprit } = await page.evaluate(sideways);
  expect(overflow, `sticks out: ${culprit}`).toBe(0);
});
