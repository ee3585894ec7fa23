import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";
import { devMessagesInOneModule } from "./scripts/vite-dev-messages";
import { workerBinaryImports } from "./scripts/vite-worker-binary-imports";

// A guard against hangs, not a speed assertion: CI's 2 shared cores run some corpus tests for tens of
// seconds (benchmarks in tests/bench measure speed).
const HANG_GUARD_MS = 120_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          include: ["tests/core/**/*.test.ts"],
          environment: "node",
          // Pure code: files share one module graph per vitest worker (pdf.js, the XSLT engine and the
          // XML schemas load once, docs/decisions/104).
          isolate: false,
          testTimeout: HANG_GUARD_MS,
        },
      },
      {
        plugins: [devMessagesInOneModule(), react()],
        test: {
          name: "client",
          testTimeout: HANG_GUARD_MS,
          include: ["tests/client/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/client/setup.ts"],
        },
      },
      {
        plugins: [
          devMessagesInOneModule(),
          workerBinaryImports(),
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                APP_ENV: "test",
                APP_ORIGIN: "https://factuurkit.test",
                GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
                GOOGLE_CLIENT_SECRET: "test-client-secret",
                // The fake Mollie (tests/support/fake-mollie.ts) answers at this origin behind the Worker's fetch.
                MOLLIE_API_KEY: "test_fakemolliekey0123456789",
                MOLLIE_API_BASE: "https://mollie.fake/v2",
                // The fake VIES (tests/support/fake-vies.ts) likewise; a short wait makes the timeout test quick.
                VIES_API_BASE: "https://vies.fake/taxation_customs/vies/rest-api",
                VIES_TIMEOUT_MS: "300",
                // The fake Peppol access point (tests/support/fake-peppol-access-point.ts) likewise.
                PEPPOL_API_BASE: "https://peppol.fake/api",
                PEPPOL_API_KEY: "test-peppol-key",
                PEPPOL_TIMEOUT_MS: "300",
                // The inbound Peppol webhook's secret: tests sign deliveries with it (tests/worker/support/peppol-inbound.ts).
                PEPPOL_WEBHOOK_SECRET: "test-peppol-webhook-secret-0123456789",
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // The variables `wrangler deploy` publishes (no .dev.vars): tests/worker/deploy-config.test.ts.
                DEPLOY_VARS: JSON.stringify(unstable_readConfig({ config: "./wrangler.toml" }).vars),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          testTimeout: HANG_GUARD_MS,
          // One workerd per vitest worker, not per file (docs/decisions/104); every file still migrates
          // its D1 and makes its own users, and spies are put back after each test.
          isolate: false,
          restoreMocks: true,
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["tests/worker/apply-migrations.ts"],
        },
      },
      {
        test: { name: "bench", include: [], benchmark: { include: ["tests/bench/**/*.bench.ts"] } },
      },
    ],
  },
});
