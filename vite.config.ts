import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { ocrAssets } from "./client/features/invoice-ocr/ocr-assets-plugin.js";
import { readAnalyticsConfig } from "./core/http/analytics-config.ts";
import { buildSecurityHeaders, renderHeadersFile } from "./core/http/security-headers.ts";
import { PUBLIC_PAGES } from "./core/site/site-pages.ts";
import {
  DEV_PEPPOL_API_KEY,
  devFakePeppolWebhook,
  hasOwnPeppolConfig,
  startDevFakePeppol,
} from "./scripts/dev-peppol.ts";
import { devSecurityHeaders } from "./scripts/dev-security-headers.ts";
import { devMessagesInOneModule } from "./scripts/vite-dev-messages.ts";
import { emitFile } from "./scripts/vite-emit-file.ts";
import { leaveLocalVarsOut } from "./scripts/vite-no-local-vars.ts";
import { workerBinaryImports } from "./scripts/vite-worker-binary-imports.ts";

export default defineConfig(async ({ command, mode, isPreview }) => {
  // Analytics hosts enter the CSP only when configured (docs/decisions/071).
  const analytics = readAnalyticsConfig(loadEnv(mode, process.cwd(), "VITE_"));
  // `vite dev` talks to a fake Peppol access point, never a real network (docs/decisions/280).
  const fakePeppol =
    command === "serve" && !isPreview && !process.env.VITEST && !hasOwnPeppolConfig()
      ? await startDevFakePeppol()
      : null;
  return {
    plugins: [
      tanstackRouter({
        target: "react",
        routesDirectory: "./client/routes",
        generatedRouteTree: "./client/routeTree.gen.ts",
      }),
      react(),
      tailwindcss(),
      // Before cloudflare(): its dev middleware would otherwise answer /ocr/* with the SPA.
      ocrAssets(),
      devFakePeppolWebhook(fakePeppol),
      workerBinaryImports(),
      devMessagesInOneModule(),
      cloudflare(
        command === "serve" && !isPreview
          ? {
              // Nothing is prerendered under `vite dev`: Vite serves "/" like every page (with its dev
              // CSP); the Worker's "/" route exists for the prerendered home page (docs/decisions/070).
              // Edited in place: a returned partial config would be merged into the original list.
              // The same holds for every prerendered page the Worker serves per language (ADR 180):
              // under `vite dev` the client picks the language itself.
              config: (worker) => {
                const first = worker.assets?.run_worker_first;
                if (Array.isArray(first)) {
                  const prerendered = new Set(["/", "/_lang/*", ...PUBLIC_PAGES.map((page) => page.path)]);
                  for (const path of first.filter((entry) => prerendered.has(entry))) {
                    first.splice(first.indexOf(path), 1);
                  }
                }
                // The e2e run points checkout at its fake Mollie (tests/e2e/billing.spec.ts): with a
                // .dev.vars present, wrangler does not read these from the process environment.
                if (fakePeppol)
                  worker.vars = {
                    ...worker.vars,
                    PEPPOL_API_BASE: fakePeppol.origin,
                    PEPPOL_API_KEY: DEV_PEPPOL_API_KEY,
                  };
                const fakeMollie = process.env.E2E_MOLLIE_API_BASE;
                if (fakeMollie)
                  worker.vars = {
                    ...worker.vars,
                    MOLLIE_API_BASE: fakeMollie,
                    MOLLIE_API_KEY: process.env.E2E_MOLLIE_API_KEY ?? "",
                  };
              },
            }
          : {},
      ),
      leaveLocalVarsOut(),
      // Static assets never pass through the Worker, so their headers come from `_headers`.
      emitFile("_headers", renderHeadersFile(buildSecurityHeaders(analytics))),
    ],
    // The manifest lets scripts/check-bundle-budget.mjs measure what the home page loads.
    build: { manifest: true },
    // 5173 if free, else the next free port (Vite says "Port 5173 is in use, trying another one...").
    // E-mailed links follow the port in development (worker/routes/auth-mail.ts); Playwright pins
    // its own free ports with --strictPort.
    server: { port: 5173, strictPort: false, headers: devSecurityHeaders(analytics) },
    preview: { port: 4173, strictPort: false },
  };
});
