import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Canvas, createCanvas, loadImage } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createRandom } from "../../fixtures/invoices/corpus-data";

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${join(dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** How the scan set is made: an office scanner at 200 dpi, slightly crooked, with grain and specks. */
export const SCAN_SETTINGS = {
  dpi: 200,
  /** Largest skew either way, degrees. */
  maxSkewDegrees: 1.5,
  /** Grain: ± half of this on each grey value. */
  grain: 30,
  /** Share of pixels that become a dark speck. */
  speckle: 0.0015,
  /** Pages read per invoice at most (OCR costs ~15 s a page). */
  maxPages: 3,
} as const;

export interface ScanPage {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

/** A seed from the file name, so every run scans each invoice the same way. */
function seedOf(name: string): number {
  return createHash("sha256").update(name).digest().readUInt32LE(0);
}

/** Paper, skew and noise over a clean rendering (the same recipe as the generated corpus's scans). */
function degrade(clean: Canvas, random: () => number): Canvas {
  const { width, height } = clean;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#f2f0ea";
  context.fillRect(0, 0, width, height);
  const degrees = (random() * 2 - 1) * SCAN_SETTINGS.maxSkewDegrees;
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.globalCompositeOperation = "multiply";
  context.drawImage(clean, 0, 0);
  context.setTransform(1, 0, 0, 1, 0, 0);
  const image = context.getImageData(0, 0, width, height);
  const data = image.data;
  for (let offset = 0; offset < data.length; offset += 4) {
    const grey = 0.3 * (data[offset] ?? 0) + 0.59 * (data[offset + 1] ?? 0) + 0.11 * (data[offset + 2] ?? 0);
    let value = grey + (random() - 0.5) * SCAN_SETTINGS.grain;
    if (random() < SCAN_SETTINGS.speckle) value = 40;
    const level = Math.max(0, Math.min(255, Math.round(value)));
    data[offset] = level;
    data[offset + 1] = level;
    data[offset + 2] = level;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

/** Renders a PDF's first pages with pdf.js at the scan resolution and degrades them like a scan. */
export async function renderScan(name: string, pdfBytes: Uint8Array): Promise<ScanPage[]> {
  const random = createRandom(seedOf(name));
  return renderPages(pdfBytes, SCAN_SETTINGS.dpi / 72, (clean) => degrade(clean, random));
}

/** A PDF's first pages rendered as the browser renders them for OCR: clean, at `scale` (2.5 = 180 dpi). */
export async function renderCleanPages(pdfBytes: Uint8Array, scale: number): Promise<ScanPage[]> {
  return renderPages(pdfBytes, scale, (clean) => clean);
}

async function renderPages(
  pdfBytes: Uint8Array,
  scale: number,
  finish: (clean: Canvas) => Canvas,
): Promise<ScanPage[]> {
  const pdf = await getDocument({
    data: pdfBytes,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: ScanPage[] = [];
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, SCAN_SETTINGS.maxPages); number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale });
      const clean = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = clean.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, clean.width, clean.height);
      await page.render({
        canvas: clean as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      const scan = finish(clean);
      pages.push({ png: scan.toBuffer("image/png"), width: scan.width, height: scan.height });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return pages;
}

/**
 * The scan pages of one invoice, kept in a temporary folder keyed by the PDF's bytes and the scan
 * settings: rendering and noise cost more than reading the cached OCR output when iterating.
 */
export async function renderScanCached(name: string, pdfBytes: Uint8Array): Promise<ScanPage[]> {
  const key = createHash("sha256")
    .update(pdfBytes)
    .update(JSON.stringify(SCAN_SETTINGS))
    .update(name)
    .digest("hex");
  const folder = join(tmpdir(), "factuurkit-scan-pages", key);
  const count = Number(await readFile(join(folder, "pages"), "utf8").catch(() => "0"));
  if (count > 0) {
    const pages: ScanPage[] = [];
    for (let index = 0; index < count; index++) {
      const png = await readFile(join(folder, `${index + 1}.png`));
      const image = await loadImage(png);
      pages.push({ png, width: image.width, height: image.height });
    }
    return pages;
  }
  const pages = await renderScan(name, pdfBytes.slice());
  await mkdir(folder, { recursive: true });
  for (const [index, page] of pages.entries()) await writeFile(join(folder, `${index + 1}.png`), page.png);
  await writeFile(join(folder, "pages"), String(pages.length));
  return pages;
}
