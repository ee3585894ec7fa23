import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { OcrPage } from "../../../core/invoice/extraction/ocr-words";

export const OCR_CACHE_DIR = join(tmpdir(), "factuurkit-ocr-cache");

/** The code that turns an image into OCR words: a change to any of it reads every receipt again. */
const READING_CODE = [
  "tests/bench/extract-ocr.ts",
  "core/invoice/extraction/scan-clean.ts",
  "core/invoice/extraction/scan-preprocess.ts",
  "core/invoice/extraction/ocr-second-look.ts",
  "core/invoice/extraction/ocr-words.ts",
  "core/invoice/extraction/photo/prepare-photo.ts",
  "core/invoice/extraction/photo/paper-quad.ts",
  "core/invoice/extraction/photo/perspective.ts",
  "core/invoice/extraction/photo/normalise-contrast.ts",
  "core/invoice/extraction/photo/deskew-photo.ts",
  "core/invoice/extraction/photo/grey-image.ts",
  "core/invoice/extraction/photo/map-ocr-page.ts",
  "client/features/invoice-ocr/ocr-languages.ts",
];

/** Where one receipt's OCR page is kept: keyed by the image's bytes and the reading code. */
async function pagePath(bytes: Buffer): Promise<string> {
  const hash = createHash("sha256").update(bytes);
  for (const file of READING_CODE) hash.update(await readFile(resolve(process.cwd(), file)));
  return join(OCR_CACHE_DIR, `receipt-page-${hash.digest("hex")}.json`);
}

/** The receipt's OCR page as the current reading code read it, or null when it was never read. */
export async function readCachedReceiptPage(bytes: Buffer): Promise<OcrPage | null> {
  const cached = await readFile(await pagePath(bytes), "utf8").catch(() => null);
  return cached ? (JSON.parse(cached) as OcrPage) : null;
}

/** Keeps a receipt's OCR page for later runs (of eval-receipts, or of the speed bench). */
export async function cacheReceiptPage(bytes: Buffer, page: OcrPage): Promise<void> {
  await mkdir(OCR_CACHE_DIR, { recursive: true });
  await writeFile(await pagePath(bytes), JSON.stringify(page));
}

/** Seconds each receipt took to read when it was last really read (not from the cache), by file name. */
export const RECEIPT_SECONDS = join(OCR_CACHE_DIR, "receipt-ocr-seconds.json");

/** Adds receipts' reading seconds to RECEIPT_SECONDS, keeping the others' (another run may have written). */
export async function recordReceiptSeconds(seconds: Readonly<Record<string, number>>): Promise<void> {
  await mkdir(OCR_CACHE_DIR, { recursive: true });
  const text = await readFile(RECEIPT_SECONDS, "utf8").catch(() => "{}");
  await writeFile(RECEIPT_SECONDS, JSON.stringify({ ...(JSON.parse(text) as object), ...seconds }));
}
