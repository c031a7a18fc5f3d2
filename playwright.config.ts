import { defineConfig } from "@playwright/test";
import { decidedConsent } from "./tests/e2e/consent-state";

const port = Number(process.env.E2E_PORT ?? 3100);
// A second server with the interim version of the site (SITE_VERSION=interim).
const interimPort = port + 1;
// A real SMTP server the site sends to; the tests read what arrived over HTTP (smtp-sink.ts).
const smtpPort = port + 10;
export const smtpSinkUrl = `http://127.0.0.1:${smtpPort + 1}/messages`;

// Tests start as a visitor who already chose (statistics yes, external media no), so the consent
// dialog does not cover the page; consent.spec.ts starts without it. With statistics allowed the
// tag manager runs, so these pages are rendered per request with a nonce; csp.spec.ts and
// page-cache.spec.ts test the pages of visitors without statistics, which the page cache keeps.

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : [["list"]],
  // A test asserts behaviour, not speed: on CI's two shared cores a test of several screens with
  // an axe scan each can take more than half a minute without anything being wrong.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The same for one expectation: a dialog whose chunk loads on first use (the editor's forms)
  // took more than the default 5 s there once, with nothing wrong.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    storageState: decidedConsent(true),
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "site", testIgnore: /(interim|notice|past-season|shared-cache)\.spec\.ts$/ },
    // Two instances on a PostgreSQL of their own behind Varnish, started by the spec itself (deploy/start.sh).
    { name: "shared-cache", testMatch: /shared-cache\.spec\.ts$/ },
    // The second server: the interim version, and specs that change the whole site (the notice).
    { name: "interim", testMatch: /(interim|notice|past-season)\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${interimPort}` } },
  ],
  webServer: [
    {
      command: `node --import tsx tests/e2e/smtp-sink.ts ${smtpPort} ${smtpPort + 1}`,
      url: smtpSinkUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // A fresh embedded database every run: migrated and seeded at start-up.
      // Per port, so runs on other ports (several people on one machine) never share a database.
      command: `rm -rf data/e2e-${port} && node build/server-main/index.js`,
      url: `http://127.0.0.1:${port}/de`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `./data/e2e-${port}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: "true",
        // A container id, so the tests can see the tag manager load only after tracking consent.
        TAG_MANAGER_ID: "GTM-E2ETEST",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Scheduled publications due within a second, so drafts.spec.ts can schedule a few seconds ahead.
        PUBLISH_INTERVAL_MS: "1000",
      },
    },
    {
      command: `rm -rf data/e2e-interim-${interimPort} && node build/server-main/index.js`,
      url: `http://127.0.0.1:${interimPort}/de`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: String(interimPort),
        HOST: "127.0.0.1",
        DATA_DIR: `./data/e2e-interim-${interimPort}`,
        PUBLIC_URL: `http://127.0.0.1:${interimPort}`,
        SEED_DEMO: "true",
        SITE_VERSION: "interim",
        // Its demo season is seeded as though it were 1 June 2025: over by the real clock, for the
        // tests of a past season (past-season.spec.ts; src/server/seed/season.ts).
        DEMO_SEASON_TODAY: "2025-06-01",
        // The renditions made ahead are the main server's test (critical-path.spec.ts); here they
        // would only take processor time from the tests.
        RENDITIONS_AHEAD: "false",
      },
    },
  ],
});
