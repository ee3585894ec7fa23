/**
 * Builds the invoices that JavaScript PDF libraries make (tests/fixtures/library-invoices, ADR 321): each
 * generator module renders its PDF with pdfmake, jsPDF + jspdf-autotable, pdfkit or @react-pdf/renderer. PDFs go to a temp dir,
 * cached by the generator's source, the shared support modules and the libraries' versions.
 *   npx tsx tests/bench/render-library-invoices.ts [outDir]
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LibraryInvoice } from "../fixtures/library-invoices/support/types";
import type { EverydayTruth } from "./invoice-eval/score-everyday";

export const LIBRARY_DIR = join(import.meta.dirname, "../fixtures/library-invoices");
export const DEFAULT_LIBRARY_OUT_DIR = join(tmpdir(), "factuurkit-library-invoices");

const NODE_MODULES = join(import.meta.dirname, "../../node_modules");
const LIBRARIES = ["pdfmake", "jspdf", "jspdf-autotable", "pdfkit", "@react-pdf/renderer"] as const;

/** One library-made PDF with its truth and what made it. */
export interface LibraryPdf {
  readonly name: string;
  readonly path: string;
  readonly truth: EverydayTruth;
  readonly library: string;
  readonly kind: string;
  readonly language: string;
}

async function versionsOfLibraries(): Promise<string> {
  const versions = await Promise.all(
    LIBRARIES.map(async (name) => {
      const manifest = JSON.parse(await readFile(join(NODE_MODULES, name, "package.json"), "utf8")) as {
        version: string;
      };
      return `${name}@${manifest.version}`;
    }),
  );
  return versions.join(",");
}

async function sourceOfSupport(): Promise<string> {
  const dir = join(LIBRARY_DIR, "support");
  const files = (await readdir(dir)).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), "utf8")));
  return texts.join("\n");
}

/** Renders every generator module into outDir as NAME.pdf (unless its cache key is unchanged). */
export async function renderLibraryInvoices(outDir: string = DEFAULT_LIBRARY_OUT_DIR): Promise<LibraryPdf[]> {
  await mkdir(outDir, { recursive: true });
  const shared = `${await versionsOfLibraries()}\n${await sourceOfSupport()}`;
  const names = (await readdir(LIBRARY_DIR))
    .filter((file) => file.startsWith("lib-") && file.endsWith(".ts"))
    .map((file) => file.slice(0, -3))
    .sort();
  const pdfs: LibraryPdf[] = [];
  for (const name of names) {
    const modulePath = join(LIBRARY_DIR, `${name}.ts`);
    const key = createHash("sha256")
      .update(shared)
      .update(await readFile(modulePath, "utf8"))
      .digest("hex");
    const invoice = ((await import(modulePath)) as { default: LibraryInvoice }).default;
    const path = join(outDir, `${name}.pdf`);
    const keyPath = join(outDir, `${name}.key`);
    const cached = await readFile(keyPath, "utf8").catch(() => "");
    if (cached !== key) {
      await writeFile(path, await invoice.render());
      await writeFile(keyPath, key);
    }
    pdfs.push({
      name,
      path,
      truth: invoice.truth,
      library: invoice.library,
      kind: invoice.kind,
      language: invoice.language,
    });
  }
  return pdfs;
}

if (process.argv[1]?.endsWith("render-library-invoices.ts")) {
  const outDir = process.argv[2] ?? DEFAULT_LIBRARY_OUT_DIR;
  const pdfs = await renderLibraryInvoices(outDir);
  console.log(`Rendered ${pdfs.length} library-made invoices to ${outDir}`);
}
