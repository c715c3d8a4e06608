import { defineConfig } from '@playwright/test';
import { ownerStatePath, SETUP_TOKEN } from './tests/support/accounts';
import { CHROMIUM } from './tests/support/chromium';
import { e2eOrigins, e2ePorts } from './tests/support/ports';

// free ports (a server already on 3100 is left alone): tests/support/ports.ts
const PORTS = e2ePorts();
const ORIGINS = e2eOrigins();

// Production servers from the same build: two with the demo data (as a fresh `npm start` shows
// it; the demo specs are split between them so that two run side by side), one empty (uploads that
// must create runs, empty states), one open (sign-in off), and two over one separately started
// PostgreSQL (tests/support/two-servers.ts, project "two"). Each gets a fresh embedded PostgreSQL
// (BENCHBOARD_RESET_DATA); SIGTERM lets start.ts stop Next and PostgreSQL cleanly.
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

// The demo specs run on the second demo server: about half of the demo project's time (the
// phone-and-dark sweep is the longest spec). A spec there sees the demo data untouched by the others.
const ON_DEMO2 = [
  'phone-and-dark',
  'dark-theme',
  'security-headers',
  'teams',
  'passwords',
  'pick-runs',
  'static-files',
  'steady-state',
  'upload-edits',
  'upload-cli',
  'hostile-addresses',
];
const demo2Specs = new RegExp(`e2e/demo/(${ON_DEMO2.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // one worker per server (each project's specs one at a time, in order); the servers side by side
  workers: 3,
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
    { name: 'setup-demo', testMatch: /e2e\/setup\/.*\.setup\.ts/, use: { baseURL: ORIGINS.demo } },
    { name: 'setup-demo2', testMatch: /e2e\/setup\/.*\.setup\.ts/, use: { baseURL: ORIGINS.demo2 } },
    { name: 'setup-empty', testMatch: /e2e\/setup\/.*\.setup\.ts/, use: { baseURL: ORIGINS.empty } },
    {
      name: 'demo',
      testMatch: /e2e\/demo\/.*\.spec\.ts/,
      testIgnore: demo2Specs,
      dependencies: ['setup-demo'],
      workers: 1,
      use: { baseURL: ORIGINS.demo, storageState: ownerStatePath('demo') },
    },
    {
      name: 'demo2',
      testMatch: demo2Specs,
      dependencies: ['setup-demo2'],
      workers: 1,
      use: { baseURL: ORIGINS.demo2, storageState: ownerStatePath('demo2') },
    },
    {
      name: 'empty',
      testMatch: /e2e\/empty\/.*\.spec\.ts/,
      dependencies: ['setup-empty'],
      workers: 1,
      use: { baseURL: ORIGINS.empty, storageState: ownerStatePath('empty') },
    },
    { name: 'open', testMatch: /e2e\/open\/.*\.spec\.ts/, workers: 1, use: { baseURL: ORIGINS.open } },
    // two app servers over one separately started PostgreSQL (issue 12): one short spec
    { name: 'two', testMatch: /e2e\/two\/.*\.spec\.ts/, workers: 1, use: { baseURL: ORIGINS.twoA } },
  ],
  webServer: [
    server(PORTS.demo, 'tmp/e2e-demo', 'on'),
    server(PORTS.demo2, 'tmp/e2e-demo2', 'on'),
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
