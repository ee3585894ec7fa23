/**
 * What one PDF may cost before pdf.js sees it. An invoice has a few hundred objects and inflates to
 * a few megabytes; a decompression bomb (a 1 MB file inflating to gigabytes) or an object flood is
 * refused here, with the work bounded by the budget itself, not by the file.
 */
export interface PdfBudget {
  readonly maxObjects: number;
  /** Total bytes all Flate streams inflate to, counted while inflating and never held in memory. */
  readonly maxInflatedBytes: number;
  /** Wall-clock time for reading the whole file (checked between streams and between pages). */
  readonly maxMilliseconds: number;
}

export const PDF_BUDGET: PdfBudget = {
  maxObjects: 50_000,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxMilliseconds: 60_000,
};

export type BudgetProblem = "too-many-objects" | "inflates-too-much" | "too-slow";

const OBJECT_HEADER = /\d{1,10}\s+\d{1,5}\s+obj\b/g;
const STREAM_START = /\bstream\r?\n/g;

/**
 * Bytes a Flate stream inflates to, read chunk by chunk from the runtime's native inflater
 * (DecompressionStream: workerd, browsers and Node) and cancelled as soon as `limit` is passed
 * (the result is then limit + 1). Nothing inflated is kept.
 */
async function inflatedSize(stream: Uint8Array, limit: number, deadline: number): Promise<number> {
  // FlateDecode is zlib-wrapped; a few writers emit raw deflate.
  const [first = 0, second = 0] = stream;
  const zlibHeader = (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
  const inflater = new DecompressionStream(zlibHeader ? "deflate" : "deflate-raw");
  const writer = inflater.writable.getWriter();
  // A damaged stream is pdf.js's business (it reads what it can); errors here only end the count.
  writer.write(stream as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = inflater.readable.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit || Date.now() > deadline) {
        await reader.cancel();
        return limit + 1;
      }
    }
  } catch {
    // Damaged or truncated data: what was inflated so far is what counts.
  }
  return total;
}

/** Checks object count and total inflated size of a PDF's Flate streams against the budget. */
export async function checkPdfBudget(
  bytes: Uint8Array,
  budget: PdfBudget = PDF_BUDGET,
  startedAt = Date.now(),
): Promise<{ ok: true } | { ok: false; problem: BudgetProblem }> {
  const text = new TextDecoder("latin1").decode(bytes);
  let objects = 0;
  for (const _ of text.matchAll(OBJECT_HEADER))
    if (++objects > budget.maxObjects) return { ok: false, problem: "too-many-objects" };
  let inflated = 0;
  for (const match of text.matchAll(STREAM_START)) {
    if (Date.now() - startedAt > budget.maxMilliseconds) return { ok: false, problem: "too-slow" };
    const dictionaryStart = text.lastIndexOf("obj", match.index);
    const dictionary = text.slice(Math.max(dictionaryStart, match.index - 4096), match.index);
    // Objects packed in an object stream count too.
    const packed = /\/Type\s*\/ObjStm/.test(dictionary)
      ? Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
      : 0;
    objects += packed;
    if (objects > budget.maxObjects) return { ok: false, problem: "too-many-objects" };
    if (!dictionary.includes("FlateDecode")) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) continue;
    const deadline = startedAt + budget.maxMilliseconds;
    inflated += await inflatedSize(bytes.subarray(start, end), budget.maxInflatedBytes - inflated, deadline);
    if (Date.now() > deadline) return { ok: false, problem: "too-slow" };
    if (inflated > budget.maxInflatedBytes) return { ok: false, problem: "inflates-too-much" };
  }
  return { ok: true };
}
