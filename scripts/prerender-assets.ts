// Which JavaScript a prerendered page needs before it can hydrate: its lazy page chunk. Announcing it
// with <link rel="modulepreload"> lets the browser fetch it alongside the entry instead of after it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface PageAssets {
  manifest: Record<string, ManifestChunk>;
  /** Route path → the module its route file lazy-loads (e.g. "/tools" → "client/features/tools/tools-page.tsx"). */
  routeModules: Map<string, string>;
}

/** "index.tsx" → "/", "invoice_processor/index.tsx" → "/invoice_processor", "tools.tsx" → "/tools". */
function routePathOf(file: string): string {
  const path = `/${file.replace(/\.tsx$/, "").replace(/(^|\/)index$/, "")}`;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function readRouteModules(routesDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".tsx")) {
        const match = /import\("((?:\.\.\/)+)([^"]+)"\)/.exec(readFileSync(full, "utf8"));
        if (match) modules.set(routePathOf(relative(routesDir, full)), `client/${match[2]}.tsx`);
      }
    }
  };
  walk(routesDir);
  return modules;
}

/** modulepreload links for a page's chunk and the chunks it imports that the entry does not. */
export function pageChunkPreloads(assets: PageAssets, path: string): string {
  const key = assets.routeModules.get(path);
  if (!key || !assets.manifest[key]) return "";
  const entryFiles = new Set<string>();
  const collect = (name: string, into: Set<string>): void => {
    const chunk = assets.manifest[name];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(assets.manifest).find((name) => assets.manifest[name]?.isEntry);
  if (entryKey) collect(entryKey, entryFiles);
  const pageFiles = new Set<string>();
  collect(key, pageFiles);
  return [...pageFiles]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join("\n    ");
}
