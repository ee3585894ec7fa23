import { defineConfig, devices } from "@playwright/test";
import { findFreePort } from "./tests/e2e/free-port";
import { E2E_GA_ID } from "./tests/e2e/seo-helpers";
import { E2E_MOLLIE_KEY, fakeMolliePort } from "./tests/e2e/support/fake-mollie-port";

// Our own servers on free ports, never whatever already listens on 5173 (issue 14 item 12). E2E_PORT
// (and E2E_PREVIEW_PORT, default E2E_PORT + 1000) pin them; otherwise the OS picks. Chosen once, in
// the runner, and handed to the workers (which read this file again) through the environment.
const pinnedPort = process.env.E2E_PORT;
process.env.E2E_PORT = pinnedPort ?? String(findFreePort());
process.env.E2E_PREVIEW_PORT ??= pinnedPort ? String(Number(pinnedPort) + 1000) : String(findFreePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
// Checkout talks to the fake Mollie that tests/e2e/billing.spec.ts starts (never the real one).
const mollieEnv = `E2E_MOLLIE_API_KEY=${E2E_MOLLIE_KEY} E2E_MOLLIE_API_BASE=http://127.0.0.1:${fakeMolliePort(port)}/v2`;
// The built app (prerendered pages, analytics configured with a test id) for tests/e2e/seo-*.spec.ts.
const previewPort = Number(process.env.E2E_PREVIEW_PORT);

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // Generous: the dev server compiles each tool (and its Web Worker) on first use.
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/ensure-dev-vars.mjs && npm run db:migrate:local && ${mollieEnv} npx vite --port ${port} --strictPort`,
      url: `${baseURL}/api/health`,
      // Never another process's server: a port in use fails the run instead of testing the wrong app.
      reuseExistingServer: false,
      // Generous: on a loaded 2-core machine migrations and the first compile take minutes.
      timeout: 300_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Builds once per run (about 35 s): the SEO specs need the prerendered HTML and the consent banner.
      // Migrations after the build: the dev server applies them too, and two runs at once collide.
      command: `node scripts/ensure-dev-vars.mjs && VITE_GA_MEASUREMENT_ID=${E2E_GA_ID} npm run build && npm run db:migrate:local && npx vite preview --port ${previewPort} --strictPort`,
      url: `http://localhost:${previewPort}/api/health`,
      reuseExistingServer: false,
      timeout: 480_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
