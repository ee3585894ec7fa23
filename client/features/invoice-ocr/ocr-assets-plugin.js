// Build-time only (imported by vite.config.ts). Plain JS with a .d.ts beside it, because the client
// tsconfig has no Node types and this file needs node:fs.
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Public path of the OCR files; tesseract.js finds core variants and language data by name in it. */
export const OCR_ASSET_BASE = "/ocr/";

/** The files tesseract.js loads at run time, served from our own origin (no CDN; ADR 060). */
export const OCR_ASSETS = {
  "worker.min.js": "tesseract.js/dist/worker.min.js",
  "tesseract-core-lstm.wasm.js": "tesseract.js-core/tesseract-core-lstm.wasm.js",
  "tesseract-core-simd-lstm.wasm.js": "tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
  "tesseract-core-relaxedsimd-lstm.wasm.js": "tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js",
  "eng.traineddata.gz": "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
  "nld.traineddata.gz": "@tesseract.js-data/nld/4.0.0_best_int/nld.traineddata.gz",
  "deu.traineddata.gz": "@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz",
  "fra.traineddata.gz": "@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz",
};

/**
 * Copies tesseract.js's worker, its WebAssembly core and the English, Dutch, German and French
 * language data (docs/decisions/186) from
 * node_modules into the build under /ocr/, and serves them from there in development.
 * @returns {import("vite").Plugin}
 */
export function ocrAssets() {
  return {
    name: "factuurkit-ocr-assets",
    configureServer(server) {
      server.middlewares.use(OCR_ASSET_BASE, (request, response, next) => {
        const name = (request.url ?? "").replace(/^\//, "").split("?")[0] ?? "";
        const source = OCR_ASSETS[name];
        if (!source) return next();
        response.setHeader(
          "Content-Type",
          name.endsWith(".js") ? "text/javascript" : "application/octet-stream",
        );
        response.setHeader("Cache-Control", "public, max-age=3600");
        createReadStream(require.resolve(source)).pipe(response);
      });
    },
    async generateBundle() {
      if (this.environment && this.environment.name !== "client") return;
      for (const [name, source] of Object.entries(OCR_ASSETS)) {
        this.emitFile({
          type: "asset",
          fileName: `ocr/${name}`,
          source: await readFile(require.resolve(source)),
        });
      }
    },
  };
}
