import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Browser tests against the production build, in Debian's Chromium (never a downloaded one). */
export default defineConfig({
  testDir: 'tests/e2e',
  // A test on a busy two-core machine (two browsers, the server, CI's other work) has taken over 30 s; a minute is a hang guard, not a speed target.
  timeout: 60_000,
  // A client navigation loads its route's code on first use; a busy two-core machine can take longer than the default 5 s.
  expect: { timeout: 10_000 },
  workers: 2,
  // One retry, reported as flaky in the list: on two shared cores a browser has stalled for 10 s at a time (2 polls in a 10 s expect).
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // The service worker (offline reading) answers requests page.route() cannot see: only the
    // offline tests, which are about it, let it run (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile-375',
      use: {
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
    },
    {
      name: 'desktop-1280',
      use: {
        viewport: { width: 1280, height: 800 },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      },
    },
  ],
  webServer: {
    // No overload refusals (OVERLOAD_DELAY_MS=0, OVERLOAD_BUDGET_MS=0): two browsers on a busy two-core machine are not an overload to shed.
    // A fresh demo wiki on SQLite for every run (never the DATABASE_URL or REDIS_URL the API tests use: counters must start at zero), in a folder of its port (runs on other ports
    // keep theirs). Real-name codes also go to a file there, where the browser tests read them. It believes X-Forwarded-For
    // from loopback, so tests can sign fresh accounts up from addresses of their own (signUpByApi).
    command: `rm -rf .e2e-data/${PORT} && DATABASE_URL= REDIS_URL= DATA_DIR=.e2e-data/${PORT} REALNAME_CODE_LOG=.e2e-data/${PORT}/realname-codes.log PORT=${PORT} LOG_LEVEL=warn SEED=demo TRUST_PROXY=true OVERLOAD_DELAY_MS=0 OVERLOAD_BUDGET_MS=0 node ${process.env.BUILD_DIR ?? 'build'}/node/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
