import { defineConfig, devices } from "@playwright/test";
import { E2E_GA_ID } from "./tests/e2e/seo-helpers";
import { E2E_MOLLIE_KEY, fakeMolliePort } from "./tests/e2e/support/fake-mollie-port";

const port = Number(process.env.E2E_PORT ?? 5173);
const baseURL = `http://localhost:${port}`;
// Checkout talks to the fake Mollie that tests/e2e/billing.spec.ts starts (never the real one).
const mollieEnv = `CLOUDFLARE_INCLUDE_PROCESS_ENV=true MOLLIE_API_KEY=${E2E_MOLLIE_KEY} MOLLIE_API_BASE=http://127.0.0.1:${fakeMolliePort(port)}/v2`;
// The built app (prerendered pages, analytics configured with a test id) for tests/e2e/seo-*.spec.ts.
const previewPort = Number(process.env.E2E_PREVIEW_PORT ?? port + 1000);

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
      command: `npm run db:migrate:local && ${mollieEnv} npx vite --port ${port} --strictPort`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Builds once per run (about 35 s): the SEO specs need the prerendered HTML and the consent banner.
      // Migrations after the build: the dev server applies them too, and two runs at once collide.
      command: `VITE_GA_MEASUREMENT_ID=${E2E_GA_ID} npm run build && npm run db:migrate:local && npx vite preview --port ${previewPort} --strictPort`,
      url: `http://localhost:${previewPort}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
