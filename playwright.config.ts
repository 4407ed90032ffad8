import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/lib/chromium';
import { CONSENT_PORT } from './tests/lib/consent-build';

/** Where the browser tests find the built site: `npm run serve` unless BASE_URL points elsewhere. */
const PORT = Number(process.env.PORT ?? 3000);
const BASE_URL = process.env.BASE_URL ?? `http://localhost:${PORT}`;
/** Loading this file installs and checks nothing: a missing browser fails in tests/e2e/fixtures.ts. */
const browser = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
const projectArgs = process.argv.filter((arg) => arg.startsWith('--project='));
/** Whether a project runs (all do when none is named), so only the servers it needs start. */
const runs = (name: string): boolean => projectArgs.length === 0 || projectArgs.includes(`--project=${name}`);
/** The production nginx configuration (deploy/nginx) serving build/, for the tests in tests/e2e-nginx. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8080);
const NGINX_BASE_URL = process.env.NGINX_BASE_URL ?? `http://localhost:${NGINX_PORT}`;

/**
 * A failing test keeps a trace of its actions, console, network and source, without DOM snapshots
 * or screenshots: recording those after every action took about a third of the browser tests'
 * time (91 e2e tests: 263-286 s of test time with them, 176 s without). The failure's page is
 * still described in its error-context.md; run with `--trace on` for the full trace.
 */
const TRACE = { mode: 'retain-on-failure', snapshots: false, screenshots: false } as const;

export default defineConfig({
  forbidOnly: !!process.env.CI,
  // No retries: a flaky test is a failing test. Tests are independent, so they run in parallel.
  retries: 0,
  fullyParallel: true,
  // One per core on CI's two: the browser tests keep both cores busy (vmstat: 99 % from the
  // first test to the last with three workers), so a third only adds contention. On one build,
  // the whole run took 330 s with two and 348-360 s with three.
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/lib/summary-reporter.ts']],
  globalTeardown: './tests/lib/consent-teardown.ts',
  projects: [
    // The analytics build the consent tests need, made and served while the other projects run:
    // first in this list, so a worker starts it at once (listed after them, it started after
    // 670 of 779 tests).
    { name: 'consent-build', testDir: './tests/e2e-consent', testMatch: /build\.setup\.ts$/ },
    { name: 'unit', testDir: './tests/unit' },
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: BASE_URL,
        colorScheme: 'light',
        launchOptions: browser,
        trace: TRACE,
      },
    },
    {
      name: 'nginx',
      testDir: './tests/e2e-nginx',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: NGINX_BASE_URL,
        colorScheme: 'light',
        launchOptions: browser,
        trace: TRACE,
      },
    },
    {
      name: 'consent',
      testDir: './tests/e2e-consent',
      // Run with every project, the consent tests come last and wait for the build's server
      // (tests/lib/consent-build.ts), so they share the run's last minutes with the other tests;
      // as a dependency, they waited for every other test to end, then ran alone. Run on its
      // own, the project depends on the build.
      dependencies: projectArgs.length === 0 ? [] : ['consent-build'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: process.env.CONSENT_BASE_URL ?? `http://localhost:${CONSENT_PORT}`,
        colorScheme: 'light',
        launchOptions: browser,
        trace: TRACE,
      },
    },
  ],
  webServer: [
    ...(!runs('e2e') || process.env.BASE_URL
      ? []
      : [
          {
            command: `npx docusaurus serve --no-open --port ${PORT}`,
            url: BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
    ...(runs('nginx') && !process.env.NGINX_BASE_URL
      ? [
          {
            // Debian's nginx with deploy/nginx against build/ (installs nginx when missing and root).
            command: `PORT=${NGINX_PORT} bash scripts/serve-nginx.sh`,
            url: NGINX_BASE_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
