// Reports the JavaScript every route loads at first load (gzipped) and checks the budgets:
// the home page at most 120 KB, every other page at most 350 KB, and every page its own chunk.
// First load = the entry chunk + the route's page chunk(s) + everything they import statically;
// dynamic import()s (the PDF engine, OCR, parsers in Web Workers) load on use and do not count.
// Reads the Vite manifest of `npm run build`; exits 1 when a budget is broken.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
const HOME_BUDGET = 120 * KB;
const PAGE_BUDGET = 350 * KB;
const outDir = "dist/client";
const routesDir = "client/routes";
const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The chunk and its static imports, depth first. */
function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const routeFiles = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith(".tsx")) routeFiles.push(path);
  }
};
walk(routesDir);

/** Page modules a route file lazy-loads, as manifest keys (client/...). */
function lazyModulesOf(file) {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/import\("((?:\.\.\/)+)([^"]+)"\)/g)].map((match) => `client/${match[2]}.tsx`);
}

/** Route files of the layouts above a route file (`invoice_processor.tsx` above `invoice_processor/pdf.tsx`). */
function ancestorFiles(file) {
  const parts = relative(routesDir, file)
    .replace(/\.tsx$/, "")
    .split("/");
  return parts
    .slice(0, -1)
    .map((_, index) => `${join(routesDir, ...parts.slice(0, index + 1))}.tsx`)
    .filter((path) => routeFiles.includes(path));
}

/** The URL path a route file serves (pathless `_layout` segments dropped), or null for layouts. */
function routePathOf(file) {
  const id = /createFileRoute\("([^"]+)"\)/.exec(readFileSync(file, "utf8"))?.[1];
  if (!id || id === "__root__") return null;
  const path = id
    .split("/")
    .filter((segment) => !segment.startsWith("_"))
    .join("/");
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error("FAIL: the manifest has no entry chunk");
  process.exit(1);
}

const lazyModules = new Set();
const rows = [];
for (const file of routeFiles) {
  const own = lazyModulesOf(file);
  for (const key of own) lazyModules.add(key);
  const path = routePathOf(file);
  if (path === null || own.length === 0) continue;
  const chunks = new Set();
  collect(entryKey, chunks);
  for (const key of [...ancestorFiles(file).flatMap(lazyModulesOf), ...own]) collect(key, chunks);
  const files = [...new Set([...chunks].map((key) => manifest[key].file))];
  const total = files.reduce((sum, name) => sum + gzipSize(name), 0);
  const budget = path === "/" ? HOME_BUDGET : PAGE_BUDGET;
  rows.push({ path, total, budget, files });
}
rows.sort((a, b) => b.total - a.total);

const width = Math.max(...rows.map((row) => row.path.length), 5);
console.log("First-load JavaScript per route (gzip -9): entry + page chunk + static imports");
console.log(`  ${"route".padEnd(width)}  ${"KB".padStart(7)}  ${"budget".padStart(6)}  use  chunks`);
for (const row of rows) {
  const share = `${Math.round((row.total / row.budget) * 100)}%`.padStart(4);
  console.log(
    `  ${row.path.padEnd(width)}  ${(row.total / KB).toFixed(1).padStart(7)}  ${String(row.budget / KB).padStart(6)}  ${share}  ${row.files.length}`,
  );
}

let failed = false;
const home = rows.find((row) => row.path === "/");
if (!home) {
  console.error("FAIL: no route serves the home page");
  failed = true;
}
for (const row of rows.filter((candidate) => candidate.total > candidate.budget)) {
  console.error(
    `FAIL: ${row.path} loads ${(row.total / KB).toFixed(1)} KB of gzipped JavaScript (budget ${row.budget / KB} KB).`,
  );
  failed = true;
}

// Every page component that a route lazy-loads must be a separate dynamic chunk.
const notSplit = [...lazyModules].filter((key) => !manifest[key]?.isDynamicEntry);
console.log(
  `\n${rows.length} routes checked; ${lazyModules.size} page modules are lazy-loaded, ${lazyModules.size - notSplit.length} are their own chunk.`,
);
if (notSplit.length > 0) {
  console.error(`FAIL: not code-split: ${notSplit.join(", ")}`);
  failed = true;
}
if (lazyModules.size < 30 || rows.length < 30) {
  console.error(
    `FAIL: only ${rows.length} routes / ${lazyModules.size} lazy page modules found; the route scan is broken.`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
