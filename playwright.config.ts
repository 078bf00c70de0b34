import { defineConfig, devices } from '@playwright/test';
import { SERVER_PORTS, serverLogFile, serverURL } from './tests/e2e/support/servers';
import { STAFF_CODE } from './tests/e2e/support/staff';

export default defineConfig({
  // Each worker drives its own server (tests/e2e/support/test.ts), so spec files run side by side.
  // The security suite's browser checks (tests/security/*.spec.ts) run with the e2e specs.
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    {
      name: 'security',
      testDir: 'tests/security',
      testMatch: '**/*.spec.ts',
      testIgnore: '**/server-log.spec.ts',
    },
    // Reads the logs the servers wrote while the other projects ran.
    {
      name: 'server-log',
      testDir: 'tests/security',
      testMatch: '**/server-log.spec.ts',
      dependencies: ['e2e', 'security'],
    },
  ],
  globalSetup: './tests/e2e/support/chineseFont.ts',
  timeout: 60_000,
  fullyParallel: false,
  workers: SERVER_PORTS.length,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['iPhone SE'],
    browserName: 'chromium',
    viewport: { width: 375, height: 667 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  // Started one after another, so that only the first builds what is stale.
  webServer: SERVER_PORTS.map((port) => ({
    // The start path the README promises: the compiled server, built first if it is stale. The
    // server appends to its log, so the run starts from an empty one.
    command: `rm -f ${serverLogFile(port)} && npm start`,
    url: `${serverURL(port)}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      // Every request is logged, to a file that tests/security/server-log.spec.ts reads.
      LOG_LEVEL: 'info',
      LOG_FILE: serverLogFile(port),
      DEV_ROUTES: '1',
      PICKUP_STAFF_CODE: STAFF_CODE,
      // Every test logs in from 127.0.0.1, some twice to one phone; the limits have tests of their own.
      SMS_LIMIT_PHONE_MINUTE: '1000',
      SMS_LIMIT_PHONE_HOUR: '1000',
      SMS_LIMIT_IP_MINUTE: '100000',
      SMS_LIMIT_IP_HOUR: '100000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
