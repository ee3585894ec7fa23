import { resolve } from "node:path";
import type { Plugin } from "vite";

const INDEX_IMPORTER = resolve("core/i18n/messages.ts");
const ONE_MODULE = resolve("core/i18n/generated/messages-dev.ts");

/**
 * Under `vite dev` the message index resolves to one module holding every message. Built bundles keep
 * one module per message so each chunk carries only what it uses (docs/decisions/180); unbundled, that
 * index made the browser fetch over a thousand modules on every page load.
 */
export function devMessagesInOneModule(): Plugin {
  return {
    name: "factuurkit:dev-messages-in-one-module",
    apply: "serve",
    enforce: "pre",
    resolveId(source: string, importer: string | undefined): string | null {
      if (source === "./generated/messages" && importer !== undefined && resolve(importer) === INDEX_IMPORTER)
        return ONE_MODULE;
      return null;
    },
  };
}
