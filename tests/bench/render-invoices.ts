/**
 * Renders our rendered-invoice pages (tests/fixtures/rendered-invoices, ADR 310) to PDF the way real
 * senders make them: the HTML pages printed by Chromium (page.pdf, A4, the page's own @page CSS) and
 * the groff pages by `groff -Tpdf -ms`. Debian's Chromium, never a downloaded browser.
 *   npx tsx tests/bench/render-invoices.ts [outDir]
 */
import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright";
import { MACHINE_CHROMIUM_FLAGS } from "../support/chromium-flags";

export const RENDERED_DIR = join(import.meta.dirname, "../fixtures/rendered-invoices");
export const DEFAULT_OUT_DIR = join(tmpdir(), "factuurkit-rendered-invoices");

const run = promisify(execFile);

const PDF_OPTIONS = { format: "A4", preferCSSPageSize: true, printBackground: true } as const;

/**
 * A page's running header and footer, as invoice services that print with headless Chrome set them:
 * `<template id="pdf-header">` / `<template id="pdf-footer">` become Chromium's header and footer
 * templates, printed in the page margins of every page (with pageNumber and totalPages filled in).
 */
function headerAndFooter(html: string): {
  displayHeaderFooter?: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
} {
  const template = (id: string): string | undefined =>
    new RegExp(`<template id="${id}">([\\s\\S]*?)</template>`).exec(html)?.[1];
  const header = template("pdf-header");
  const footer = template("pdf-footer");
  if (header === undefined && footer === undefined) return {};
  return {
    displayHeaderFooter: true,
    headerTemplate: header ?? "<span></span>",
    footerTemplate: footer ?? "<span></span>",
  };
}

/** One source page: its name (the PDF's name without .pdf) and how it is rendered. */
export interface RenderedSource {
  readonly name: string;
  readonly producer: "chromium" | "groff";
  readonly path: string;
}

export async function listRenderedSources(): Promise<RenderedSource[]> {
  const files = (await readdir(RENDERED_DIR)).sort();
  return files.flatMap((file): RenderedSource[] => {
    const path = join(RENDERED_DIR, file);
    if (file.endsWith(".html")) return [{ name: file.slice(0, -5), producer: "chromium", path }];
    if (file.endsWith(".ms")) return [{ name: file.slice(0, -3), producer: "groff", path }];
    return [];
  });
}

async function renderGroff(source: RenderedSource): Promise<Uint8Array> {
  const { stdout } = await run("groff", ["-Tpdf", "-ms", "-k", "-t", source.path], {
    encoding: "buffer",
    maxBuffer: 32 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}

/** Renders every page into outDir as NAME.pdf and returns the PDF paths by name. */
export async function renderInvoices(outDir: string = DEFAULT_OUT_DIR): Promise<Map<string, string>> {
  await mkdir(outDir, { recursive: true });
  const sources = await listRenderedSources();
  const paths = new Map<string, string>();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [...MACHINE_CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({ offline: true, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const source of sources) {
      const out = join(outDir, `${source.name}.pdf`);
      if (source.producer === "groff") {
        const pdf = await renderGroff(source).catch((error: Error) => {
          // Debian's groff-base has no PDF device; the full `groff` package (gropdf) has.
          console.log(
            `  ${source.name}: skipped, groff -Tpdf failed (${error.message.split("\n")[1] ?? ""})`,
          );
          return null;
        });
        if (!pdf) continue;
        await writeFile(out, pdf);
      } else {
        const html = await readFile(source.path, "utf8");
        await page.setContent(html, { waitUntil: "load" });
        await writeFile(out, await page.pdf({ ...PDF_OPTIONS, ...headerAndFooter(html) }));
      }
      paths.set(source.name, out);
    }
  } finally {
    await browser.close();
  }
  return paths;
}

if (process.argv[1]?.endsWith("render-invoices.ts")) {
  const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
  const paths = await renderInvoices(outDir);
  console.log(`Rendered ${paths.size} invoices to ${outDir}`);
}
