/**
 * Robustness: hostile and malformed requests get a 4xx, never a 5xx and never a file from
 * outside build/; pages work with JavaScript disabled and with browser storage blocked.
 */
import fs from 'node:fs';
import { allRouteGroups } from '../routes';
import { rawRequest } from '../lib/nginx';
import { chooseColourMode } from '../e2e/helpers';
import { expect, test } from '../e2e/fixtures';

/** Text that would show a file from outside build/ had been served. */
const OUTSIDE_BUILD = [/root:.*:0:0:/, /"name":\s*"sanoria-website"/, /\[Service\]|daemon off/];

const HOSTILE_PATHS = [
  '/%E0%A4%A', // truncated percent-encoding
  '/%zz',
  '/docs/%E0%A4',
  '/..%2f..%2fetc/passwd',
  '/../../etc/passwd',
  '/../package.json',
  '/%2e%2e/package.json',
  '/%2e%2e%2fpackage.json',
  '/assets/../../package.json',
  '/docs/..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/..%5c..%5cetc/passwd',
  '/%00',
  '/about%00.html',
  '/index.html%00.txt',
  `/${'a'.repeat(8192)}`,
  `/docs/${'%2e%2e/'.repeat(1500)}etc/passwd`,
  '/.csp-hashes.conf',
  '/.git/config',
  '/.well-known/../../../etc/passwd',
];

const REFUSED_METHODS = [
  'PROPFIND',
  'TRACE',
  'FOO',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'MKCOL',
  'COPY',
];

test.describe('nginx: hostile requests', () => {
  test('malformed and traversal paths answer 4xx and never a file outside build/', async ({ baseURL }) => {
    expect(fs.existsSync('/etc/passwd'), 'a file to try to escape to').toBe(true);
    for (const hostile of HOSTILE_PATHS) {
      const label = hostile.length > 80 ? `${hostile.slice(0, 40)}… (${hostile.length} characters)` : hostile;
      const response = await rawRequest(baseURL ?? '', hostile);
      expect(response.status, `${label} answers a client error`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${label} answers a client error`).toBeLessThan(500);
      const body = response.body.toString('utf8');
      for (const leak of OUTSIDE_BUILD) expect(body, `${label} leaks nothing`).not.toMatch(leak);
    }
  });

  test('crafted paths cannot make an off-site or header-splitting redirect', async ({ baseURL }) => {
    for (const crafted of [
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%2Fevil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example.html',
      '/%09/evil.example/',
      '/%0d%0aSet-Cookie:%20owned=1.html',
      '/%0d%0aSet-Cookie:%20owned=1/',
      '/about.html?%0d%0aSet-Cookie:%20owned=1',
    ]) {
      const response = await rawRequest(baseURL ?? '', crafted);
      expect(response.status, crafted).toBeLessThan(500);
      expect(response.headers['set-cookie'], `${crafted} sets no cookie`).toBeUndefined();
      const location = response.headers.location;
      if (location !== undefined) {
        expect(location, `${crafted} redirects on-site only`).toMatch(/^\/(?![/\\])/);
        expect(location, `${crafted} redirects on-site only`).not.toMatch(/[\r\n\t\\]/);
      }
    }
  });

  test('methods other than GET and HEAD answer 405 with Allow', async ({ baseURL }) => {
    for (const method of REFUSED_METHODS) {
      const response = await rawRequest(baseURL ?? '', '/about', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
  });

  test('oversized headers answer 4xx', async ({ baseURL }) => {
    const response = await rawRequest(baseURL ?? '', '/', {
      headers: { cookie: `a=${'b'.repeat(16 * 1024)}` },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

/** About ten routes across every group: the first of each group, and one from the middle of the larger ones. */
const SAMPLE_ROUTES = allRouteGroups.flatMap((group) => {
  const picks = [group.routes[0]];
  if (group.routes.length > 5) picks.push(group.routes[Math.floor(group.routes.length / 2)]);
  return picks.filter((route): route is string => route !== undefined);
});

test.describe('nginx: JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of SAMPLE_ROUTES) {
    test(`${route} shows its heading and main content without JavaScript`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(2);
      const main = page.locator('main').first();
      await expect(main).toBeVisible();
      expect((await main.innerText()).trim().length, `main text on ${route}`).toBeGreaterThan(200);
      // The page never hydrated: what shows is the server-rendered HTML alone.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    });
  }
});

const STORAGE_NOTICE = /Docusaurus browser storage is not available/;

test.describe('nginx: browser storage blocked', () => {
  test.beforeEach(async ({ page }) => {
    // As in a browser whose privacy settings block storage: touching it throws.
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError');
          },
        });
      }
    });
  });

  test('the site works, and logs nothing but the storage notice from Docusaurus', async ({
    page,
    problems,
    allowProblems,
  }) => {
    allowProblems(); // checked below: the one storage notice is expected
    await page.goto('/');
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as Error).name;
        }
      }),
      'storage really is blocked',
    ).toBe('SecurityError');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Preferences cannot be stored, but they still apply to the page in view.
    await chooseColourMode(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const announcementClose = page.getByRole('button', { name: /close/i }).first();
    if (await announcementClose.isVisible()) {
      await announcementClose.click();
      await expect(announcementClose).toBeHidden();
    }
    await page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.goto('/docs/udhp');
    // Diagrams are drawn when they come into view (src/theme/Mermaid).
    await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
    await page.goto('/blog');
    await expect(page.locator('h1')).toBeVisible();
    expect(problems.filter((problem) => !STORAGE_NOTICE.test(problem))).toEqual([]);
  });
});
