import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { devServer } from './tests/dev/dev-server';

const { baseURL } = devServer();

// tests/dev against `next dev` (scripts/dev-e2e-server.ts): one person signs in and opens every staff screen while
// the server's log and the browser console are read for errors. Separate from playwright.config.ts, whose server
// is a production build; the system Chromium as there (STACK-NOTES 9).
const executablePath =
  process.env.CHROMIUM_PATH ||
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));

export default defineConfig({
  testDir: 'tests/dev',
  workers: 1,
  retries: 0,
  // The dev server compiles each screen on its first visit: minutes on a busy two-core machine.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/dev',
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: 'playwright-report/dev' }] as const]),
    // `npm test` counts what ran from this report (scripts/test-summary.ts, D190).
    ...(process.env.TEST_REPORT_DIR
      ? [['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'e2e-dev.json') }] as const]
      : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: process.env.CI ? 'off' : 'retain-on-failure', // D239
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/dev-e2e-server.ts',
    url: `${baseURL}/auth`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
