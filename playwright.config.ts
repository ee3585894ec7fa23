import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findFreePort, findFreePortBelowEphemeralRange } from "./tests/e2e/free-port";
import { E2E_GA_ID } from "./tests/e2e/seo-helpers";
import { E2E_MOLLIE_KEY } from "./tests/e2e/support/fake-mollie-port";
import { E2E_PEPPOL_KEY } from "./tests/e2e/support/fake-peppol-port";
import { E2E_PEPPOL_WEBHOOK_SECRET } from "./tests/e2e/support/peppol-webhook-secret";
import { MACHINE_CHROMIUM_FLAGS } from "./tests/support/chromium-flags";

// Our own servers on free ports, never whatever already listens on 5173 (issue 14 item 12). E2E_PORT
// (and E2E_PREVIEW_PORT, default E2E_PORT + 1000) pin them; otherwise the OS picks. Chosen once, in
// the runner, and handed to the workers (which read this file again) through the environment.
const pinnedPort = process.env.E2E_PORT;
process.env.E2E_PORT = pinnedPort ?? String(findFreePort());
process.env.E2E_PREVIEW_PORT ??= pinnedPort ? String(Number(pinnedPort) + 1000) : String(findFreePort());
// The fake Mollie starts with tests/e2e/billing.spec.ts, minutes later: a port no outgoing connection takes.
process.env.E2E_MOLLIE_PORT ??= String(findFreePortBelowEphemeralRange());
// Likewise the fake VIES of tests/e2e/vat-check.spec.ts (docs/decisions/250).
process.env.E2E_VIES_PORT ??= String(findFreePortBelowEphemeralRange());
// And the fake Peppol access point of tests/e2e/peppol.spec.ts (docs/decisions/280).
process.env.E2E_PEPPOL_PORT ??= String(findFreePortBelowEphemeralRange());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// Checkout talks to the fake Mollie that tests/e2e/billing.spec.ts starts (never the real one).
const mollieEnv = `E2E_MOLLIE_API_KEY=${E2E_MOLLIE_KEY} E2E_MOLLIE_API_BASE=http://127.0.0.1:${process.env.E2E_MOLLIE_PORT}/v2`;
const viesEnv = `E2E_VIES_API_BASE=http://127.0.0.1:${process.env.E2E_VIES_PORT}/taxation_customs/vies/rest-api`;
const peppolSendEnv = `E2E_PEPPOL_API_KEY=${E2E_PEPPOL_KEY} E2E_PEPPOL_API_BASE=http://127.0.0.1:${process.env.E2E_PEPPOL_PORT}`;
// tests/e2e/peppol.spec.ts signs inbound Peppol deliveries with this secret (ADR 283).
const peppolEnv = `${peppolSendEnv} E2E_PEPPOL_WEBHOOK_SECRET=${E2E_PEPPOL_WEBHOOK_SECRET}`;
// The built app (prerendered pages, analytics configured with a test id) for tests/e2e/seo-*.spec.ts.
const previewPort = Number(process.env.E2E_PREVIEW_PORT);

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * CHROMIUM_PATH, else Debian's headless shell (the same Chromium without the desktop browser's UI
 * processes: about half the CPU per page here, docs/decisions/104), else Debian's full Chromium.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
}

const DESKTOP_CHROME = { ...devices["Desktop Chrome"], channel: undefined };

/**
 * Specs that write to the e2e server's local D1 from outside the server (`wrangler d1 execute`, in
 * tests/e2e/support): while such a write holds the SQLite file, another test's request can fail with
 * SQLITE_BUSY, a 500 the page reports. They run after all other specs, one at a time (ADR 312).
 */
const OUT_OF_SERVER_WRITERS = readdirSync(join(import.meta.dirname, "tests/e2e"))
  .filter((name) => name.endsWith(".spec.ts"))
  .filter((name) =>
    /\b(seedDashboardUser|seedIssuedInvoices|grantProPlan|executeLocalD1)\b/.test(
      readFileSync(join(import.meta.dirname, "tests/e2e", name), "utf8"),
    ),
  )
  .map((name) => join(import.meta.dirname, "tests/e2e", name));

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Three browsers on two cores: tests spend part of their time waiting on the server, timers and the
  // network (a whole `npm test` with two used 62 % of the CPU, docs/decisions/104). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // Generous: two shared cores run the server, the browser and the page Web Workers at once.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failures') cost CPU and disk on each; a failing
    // test is run again in CI and traced then.
    trace: "on-first-retry",
    launchOptions: {
      // Playwright's default flag moves Chromium's shared memory from /dev/shm (a 24 GB tmpfs here) to
      // files in /tmp on disk: a third of the CPU went to the kernel writing them back (ADR 104).
      ignoreDefaultArgs: ["--disable-dev-shm-usage"],
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: chromiumPath(),
      args: [...MACHINE_CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: "chromium", testIgnore: OUT_OF_SERVER_WRITERS, use: DESKTOP_CHROME },
    // After every other spec, one at a time: see OUT_OF_SERVER_WRITERS.
    {
      name: "chromium-seeded",
      testMatch: OUT_OF_SERVER_WRITERS,
      dependencies: ["chromium"],
      workers: 1,
      use: DESKTOP_CHROME,
    },
  ],
  webServer: [
    {
      // The production build under `wrangler dev` with local D1/KV/R2 (docs/decisions/104).
      command: `${mollieEnv} ${viesEnv} ${peppolEnv} node scripts/e2e-server.mjs app ${port}`,
      url: `${baseURL}/api/health`,
      // Never another process's server: a port in use fails the run instead of testing the wrong app.
      reuseExistingServer: false,
      // Generous: on a loaded 2-core machine a build and the migrations take minutes.
      timeout: 480_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A second build with a test analytics id: the SEO specs need the consent banner and its CSP.
      command: `E2E_GA_ID=${E2E_GA_ID} node scripts/e2e-server.mjs ga ${previewPort}`,
      url: `http://localhost:${previewPort}/api/health`,
      reuseExistingServer: false,
      timeout: 480_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
