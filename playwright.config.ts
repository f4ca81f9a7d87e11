import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// People open the app by its address, not only by `localhost` (trusted origins follow the request).
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Journeys run in Debian's Chromium against the app started the way the README says. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'rm -rf data/e2e && npm start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // A message left unread is mailed after 2 s instead of 10 min (e2e/members/message-mail.spec.ts).
    env: { PORT: String(PORT), DATA_DIR: 'data/e2e', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_MAX: '30', MESSAGE_MAIL_DELAY_SECONDS: '2' },
  },
});
