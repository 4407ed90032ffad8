import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/lib/chromium';

/** Where the browser tests find the built site: `npm run serve` unless BASE_URL points elsewhere. */
const PORT = Number(process.env.PORT ?? 3000);
const BASE_URL = process.env.BASE_URL ?? `http://localhost:${PORT}`;
const unitOnly = process.argv.includes('--project=unit');

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/lib/summary-reporter.ts']],
  projects: [
    { name: 'unit', testDir: './tests/unit' },
    {
      name: 'e2e',
      testDir: './tests/e2e',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: BASE_URL,
        colorScheme: 'light',
        launchOptions: unitOnly ? {} : { executablePath: findChromium(), args: CHROMIUM_ARGS },
        trace: 'retain-on-failure',
      },
    },
  ],
  webServer:
    unitOnly || process.env.BASE_URL
      ? undefined
      : {
          command: `npx docusaurus serve --no-open --port ${PORT}`,
          url: BASE_URL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
});
