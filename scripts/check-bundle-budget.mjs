// Reports the JavaScript the home page loads (gzipped) and checks that every page is its own chunk.
// Reads the Vite manifest of `npm run build`; exits 1 when a budget is broken.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const HOME_JS_BUDGET_BYTES = 120 * 1024;
const outDir = "dist/client";
const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = "client/features/home/home-page.tsx";
if (!entryKey || !manifest[homeKey]) {
  console.error("manifest lacks the entry or the home page chunk");
  process.exit(1);
}
const homeChunks = new Set();
collect(entryKey, homeChunks);
collect(homeKey, homeChunks);

let total = 0;
const rows = [];
for (const key of homeChunks) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log("JavaScript loaded by the home page (gzip -9):");
for (const [file, size] of rows) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const ratio = total / HOME_JS_BUDGET_BYTES;
console.log(
  `  ${(total / 1024).toFixed(1).padStart(7)} KB  total = ${(ratio * 100).toFixed(0)}% of the 120 KB budget`,
);

// Every page component that a route lazy-loads must be a separate dynamic chunk.
const routeFiles = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith(".tsx")) routeFiles.push(path);
  }
};
walk("client/routes");
const lazyModules = new Set();
for (const file of routeFiles) {
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/import\("((?:\.\.\/)+)([^"]+)"\)/g)) {
    lazyModules.add(`client/${match[2]}.tsx`);
  }
}
const notSplit = [...lazyModules].filter((key) => !manifest[key]?.isDynamicEntry);
console.log(
  `\n${lazyModules.size} page modules are lazy-loaded; ${lazyModules.size - notSplit.length} are their own chunk.`,
);

let failed = false;
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(
    `FAIL: the home page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (budget 120 KB).`,
  );
  failed = true;
}
if (notSplit.length > 0) {
  console.error(`FAIL: not code-split: ${notSplit.join(", ")}`);
  failed = true;
}
if (lazyModules.size < 30) {
  console.error(`FAIL: only ${lazyModules.size} lazy page modules found; the route scan is broken.`);
  failed = true;
}
process.exit(failed ? 1 : 0);
