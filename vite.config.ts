import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { ocrAssets } from "./client/features/invoice-ocr/ocr-assets-plugin.js";
import { renderHeadersFile } from "./core/http/security-headers.ts";
import { devSecurityHeaders } from "./scripts/dev-security-headers.ts";
import { emitFile } from "./scripts/vite-emit-file.ts";

export default defineConfig({
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
    cloudflare(),
    // Static assets never pass through the Worker, so their headers come from `_headers`.
    emitFile("_headers", renderHeadersFile()),
  ],
  // The manifest lets scripts/check-bundle-budget.mjs measure what the home page loads.
  build: { manifest: true },
  server: { port: 5173, strictPort: true, headers: devSecurityHeaders() },
  preview: { port: 4173, strictPort: true },
});
