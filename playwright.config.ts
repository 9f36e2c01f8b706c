import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT || '3100';
const baseURL = `http://localhost:${port}`;

// Playwright cannot download its browsers here: use the system's (STACK-NOTES 9). Debian's headless shell
// (package chromium-headless-shell: what Playwright itself runs for headless tests) when installed, else the
// full browser; run headless, that one also draws its own tab strip and toolbar, and the same specs took
// about 40% longer on it.
const executablePath =
  process.env.CHROMIUM_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  // End-to-end specs live in tests/e2e; the hostile ones (D38–D49) in tests/security.
  testDir: 'tests',
  fullyParallel: true,
  // One worker per core (E2E_WORKERS to choose), in CI as on a laptop: Playwright's default is half the cores, and
  // the browsers and servers wait on each other as much as on a core (D193).
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  // A failing test fails the run: no second chance that hides a flaky one (D191).
  retries: 0,
  // Generous limits: CI runs two workers, two browsers and a production server on two cores, where a
  // server-rendered staff page can take several seconds under that load. Speed is measured by the bench.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `npm test` counts what ran from this report (scripts/test-summary.ts, D190).
    ...(process.env.TEST_REPORT_DIR
      ? [['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'e2e.json') }] as const]
      : []),
  ],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action's DOM and a screencast: it doubled the browsers' CPU, on a run that is bound by
    // CPU, and a CI log cannot hand the file back. Locally a failure keeps it; CI has the error context (D239).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'setup', testMatch: /e2e\/auth\.setup\.ts/ },
    {
      name: 'chromium',
      testMatch: /(e2e|security)\/.*\.spec\.ts$/,
      testIgnore: /e2e\/(agency-profile|day-one-site)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['setup'],
    },
    // The agency profile spec renames the agency and takes its Pix key away for a while, and the day-one site spec
    // hides the example projects and rewrites the home's hero: after the rest, side by side, so no other spec reads a
    // name, a project or a line, or waits for a key (D102), because of them.
    {
      name: 'agency-profile',
      testMatch: /e2e\/(agency-profile|day-one-site)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
    url: `${baseURL}/auth`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
