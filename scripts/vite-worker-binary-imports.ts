import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * A `.ttf` the Worker imports becomes its bytes as an ArrayBuffer: what wrangler's own bundler gives
 * for the `Data` rule in wrangler.toml, so `vite dev`/`vite build`, the workers-pool tests and
 * `wrangler dev` all load the same import (issue 14 item 11). The browser's imports (`?url`) and the
 * client environment are left to Vite.
 */
export function workerBinaryImports(): Plugin {
  return {
    name: "factuurkit:worker-binary-imports",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(".ttf") || this.environment?.name === "client") return null;
      const base64 = readFileSync(id).toString("base64");
      return [
        `const text = atob(${JSON.stringify(base64)});`,
        "const bytes = new Uint8Array(text.length);",
        "for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);",
        "export default bytes.buffer;",
      ].join("\n");
    },
  };
}
