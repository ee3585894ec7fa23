// Prerenders every public page to static HTML after `vite build` (docs/decisions/070):
// builds client/prerender/render-page.tsx for Node, renders each route into the built index.html
// and writes dist/client/<path>.html, which Cloudflare's assets serve for /<path>. The home page
// goes to dist/client/home.html (the Worker answers "/" with it) because dist/client/index.html
// must stay the empty SPA shell that the single-page-application fallback serves.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { LANGUAGES, type Language } from "../core/i18n/language.ts";
import { PUBLIC_PAGES } from "../core/site/page-meta.ts";
import { type PageAssets, pageChunkPreloads, readRouteModules } from "./prerender-assets.ts";
import { fillTemplate, markShellNoindex, setHtmlLanguage } from "./prerender-html.ts";
import { outputFileFor } from "./prerender-paths.ts";

// PRERENDER_OUT_DIR: the build's --outDir when it is not dist (scripts/e2e-server.mjs).
const OUT_DIR = process.env.PRERENDER_OUT_DIR ?? "dist";
const CLIENT_DIR = join(OUT_DIR, "client");
const SERVER_DIR = join(OUT_DIR, "prerender");

interface RenderModule {
  renderPage(path: string, language: Language): Promise<{ body: string; head: string; status: number }>;
}

async function buildRenderer(): Promise<RenderModule> {
  rmSync(SERVER_DIR, { recursive: true, force: true });
  await build({
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: {
      ssr: "client/prerender/render-page.tsx",
      outDir: SERVER_DIR,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: "render-page.mjs" } },
    },
  });
  return (await import(pathToFileURL(join(SERVER_DIR, "render-page.mjs")).href)) as RenderModule;
}

async function main(): Promise<void> {
  const started = performance.now();
  const renderer = await buildRenderer();
  const template = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
  const assets: PageAssets = {
    manifest: JSON.parse(readFileSync(join(CLIENT_DIR, ".vite/manifest.json"), "utf8")),
    routeModules: readRouteModules("client/routes"),
  };
  const failures: string[] = [];
  for (const language of LANGUAGES) {
    for (const page of PUBLIC_PAGES) {
      const rendered = await renderer.renderPage(page.path, language);
      // A page that suspended would need React's inline completion scripts, which the CSP blocks.
      if (rendered.status !== 200 || !rendered.body.includes("<h1") || rendered.body.includes("<script")) {
        failures.push(`${page.path} (${language}): router ended in ${rendered.status}`);
        continue;
      }
      const html = setHtmlLanguage(
        fillTemplate(template, {
          head: `${rendered.head}\n    ${pageChunkPreloads(assets, page.path)}`,
          body: rendered.body,
        }),
        language,
      );
      const file = join(CLIENT_DIR, outputFileFor(page.path, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }
  if (failures.length > 0) {
    console.error(`Prerender failed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  writeFileSync(join(CLIENT_DIR, "index.html"), markShellNoindex(template));
  rmSync(SERVER_DIR, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${PUBLIC_PAGES.length} public pages in ${LANGUAGES.length} languages into ${CLIENT_DIR} in ${seconds} s.`,
  );
}

await main();
