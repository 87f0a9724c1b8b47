import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './tests/e2e/support/admin.ts';
import { e2eTileUrl } from './tests/e2e/support/tile-stub.ts';

const port = Number(process.env.E2E_PORT || 4399);
// A second server on the same build and database, with Stripe pointed at a fake API (payment e2e).
const paymentsPort = Number(process.env.E2E_PAYMENTS_PORT || port + 1000);
process.env.E2E_PAYMENTS_BASE_URL = `http://127.0.0.1:${paymentsPort}`;
// The e2e site sends its mail to the SMTP server the owner specs start on this port.
const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 2000);
process.env.E2E_SMTP_PORT = String(smtpPort);
// Maps load their tiles from the stub tile server the map specs start (the build allows its origin).
process.env.MAP_TILE_URL ||= e2eTileUrl();
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  // Generous: rebuilds triggered by the tests share the two cores with the browser and the server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/reports/e2e.json' }]],
  outputDir: '.cache/e2e/results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Started in order: the first prepares database and build, the second only serves them.
  webServer: [
    {
      command: 'node --disable-warning=ExperimentalWarning --import ./scripts/alias.mjs scripts/e2e-server.ts',
      url: `http://127.0.0.1:${port}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      // The e2e server creates its first admin with this password (scripts/serve.ts → ensureFirstAdmin).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
    {
      command: 'node --disable-warning=ExperimentalWarning --import ./scripts/alias.mjs scripts/e2e-server.ts',
      url: `http://127.0.0.1:${paymentsPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: { PORT: String(paymentsPort), HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, E2E_FAKE_STRIPE: '1' },
    },
  ],
});
