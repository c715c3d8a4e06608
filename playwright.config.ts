import { defineConfig } from '@playwright/test';
import { ownerStatePath, SETUP_TOKEN } from './tests/support/accounts';
import { CHROMIUM } from './tests/support/chromium';
import { e2eOrigins, e2ePorts } from './tests/support/ports';

// free ports (a server already on 3100 is left alone): tests/support/ports.ts
const PORTS = e2ePorts();
const ORIGINS = e2eOrigins();

// Production servers from the same build: one with the demo data (as a fresh `npm start`
// shows it), one empty (uploads that must create runs, empty states), one with sign-in off, and
// two over one separately started PostgreSQL (tests/support/two-servers.ts, project "two"). Each gets a fresh
// embedded PostgreSQL (BENCHBOARD_RESET_DATA); SIGTERM lets start.ts stop Next and PostgreSQL cleanly.
const server = (port: number, dataDir: string, demo: 'on' | 'off', maxBytes = 50 * 1024 * 1024, auth: 'on' | 'off' = 'on') => ({
  command: 'node --conditions=react-server --import tsx scripts/start.ts',
  url: `http://127.0.0.1:${port}/runs`,
  env: {
    PORT: String(port),
    BENCHBOARD_DATA_DIR: dataDir,
    BENCHBOARD_DEMO_DATA: demo,
    BENCHBOARD_RESET_DATA: 'on',
    DATABASE_URL: '',
    UPLOAD_MAX_BYTES: String(maxBytes),
    BENCHBOARD_SETUP_TOKEN: SETUP_TOKEN,
    // the address the browsers use: invitation links are made with it
    BENCHBOARD_URL: `http://127.0.0.1:${port}`,
    BENCHBOARD_AUTH: auth,
  },
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    launchOptions: CHROMIUM,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // each server is set up first (its setup link makes the owner); the specs start signed in as that
  // owner, and open fresh contexts for anyone else (editor, viewer, anonymous)
  projects: [
    { name: 'setup-demo', testMatch: /setup\/.*\.setup\.ts/, use: { baseURL: ORIGINS.demo } },
    { name: 'setup-empty', testMatch: /setup\/.*\.setup\.ts/, use: { baseURL: ORIGINS.empty } },
    {
      name: 'demo',
      testMatch: /demo\/.*\.spec\.ts/,
      dependencies: ['setup-demo'],
      use: { baseURL: ORIGINS.demo, storageState: ownerStatePath('demo') },
    },
    {
      name: 'empty',
      testMatch: /empty\/.*\.spec\.ts/,
      dependencies: ['setup-empty'],
      use: { baseURL: ORIGINS.empty, storageState: ownerStatePath('empty') },
    },
    { name: 'open', testMatch: /open\/.*\.spec\.ts/, use: { baseURL: ORIGINS.open } },
    // two app servers over one separately started PostgreSQL (issue 12): one short spec
    { name: 'two', testMatch: /e2e\/two\/.*\.spec\.ts/, use: { baseURL: ORIGINS.twoA } },
  ],
  webServer: [
    server(PORTS.demo, 'tmp/e2e-demo', 'on'),
    server(PORTS.empty, 'tmp/e2e-empty', 'off', 2_000_000),
    server(PORTS.open, 'tmp/e2e-open', 'off', 2_000_000, 'off'),
    {
      command: 'node --conditions=react-server --import tsx tests/support/two-servers.ts',
      url: `http://127.0.0.1:${PORTS.twoReady}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    },
  ],
});
