import { Inflate } from "pako";
import {
  countObjectHeaders,
  ENDSTREAM,
  findStreamStarts,
  indexOfBytes,
  readDictionaryBefore,
} from "./pdf-bytes";

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

/**
 * Compressed bytes pushed at a time: the running total is checked after every push, so a bomb is
 * stopped after inflating at most ~1032× this (deflate's largest ratio), counted and never held.
 */
export const INFLATE_PIECE_BYTES = 16 * 1024;

/**
 * Output is handed over in pieces of this size, each dropped once counted. pako fills one output
 * buffer and keeps its 32 KiB window inside the inflater; fflate's streaming inflater copied the
 * window and the pending input on every push, churning ~66× the input through short-lived buffers
 * (a 10 MB scan: ~660 MB of garbage whose late collection decided the path's peak memory).
 */
const OUTPUT_PIECE_BYTES = 64 * 1024;

/**
 * Bytes a Flate stream inflates to, fed to pako's streaming inflater piece by piece and stopped as
 * soon as `limit` is passed (the result is then limit + 1). Nothing inflated is kept. (workerd's
 * DecompressionStream ended such reads early without an error, so a bomb counted as small.)
 */
function inflatedSize(stream: Uint8Array, limit: number, deadline: number): number {
  // FlateDecode is zlib-wrapped; a few writers emit raw deflate.
  const [first = 0, second = 0] = stream;
  const zlibHeader = (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
  const inflater = new Inflate({ raw: !zlibHeader, chunkSize: OUTPUT_PIECE_BYTES });
  let handedOver = 0;
  let finished = false;
  inflater.onData = (chunk): void => {
    handedOver += (chunk as Uint8Array).byteLength;
  };
  inflater.onEnd = (status): void => {
    finished = status === 0;
  };
  // Output not yet handed over counts too: pako keeps a part-filled piece when the data is damaged,
  // cut short or followed by bytes (the end-of-line before "endstream"), and many such streams
  // would otherwise inflate a lot uncounted.
  const inflated = (): number => handedOver + (finished ? 0 : unhandedOutput(inflater));
  for (let offset = 0; offset < stream.byteLength; offset += INFLATE_PIECE_BYTES) {
    const end = offset + INFLATE_PIECE_BYTES;
    // Damaged or truncated data is pdf.js's business (it reads what it can): what inflated so far counts.
    const going = inflater.push(stream.subarray(offset, end), end >= stream.byteLength);
    if (inflated() > limit || Date.now() > deadline) return limit + 1;
    if (!going) break;
  }
  return inflated();
}

/** Bytes in pako's current output piece that onData has not been given (its stream state is untyped). */
function unhandedOutput(inflater: Inflate): number {
  const { strm } = inflater as unknown as { strm: { next_out: number; avail_out: number } };
  return strm.avail_out === 0 ? 0 : strm.next_out;
}

/** Checks object count and total inflated size of a PDF's Flate streams against the budget. */
export async function checkPdfBudget(
  bytes: Uint8Array,
  budget: PdfBudget = PDF_BUDGET,
  startedAt = Date.now(),
): Promise<{ ok: true } | { ok: false; problem: BudgetProblem }> {
  let objects = countObjectHeaders(bytes, budget.maxObjects);
  if (objects > budget.maxObjects) return { ok: false, problem: "too-many-objects" };
  let inflated = 0;
  const deadline = startedAt + budget.maxMilliseconds;
  for (const start of findStreamStarts(bytes)) {
    if (Date.now() > deadline) return { ok: false, problem: "too-slow" };
    const dictionary = readDictionaryBefore(bytes, start.keyword);
    // Objects packed in an object stream count too.
    if (/\/Type\s*\/ObjStm/.test(dictionary)) objects += Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    if (objects > budget.maxObjects) return { ok: false, problem: "too-many-objects" };
    if (!dictionary.includes("FlateDecode")) continue;
    const end = indexOfBytes(bytes, ENDSTREAM, start.data);
    if (end < 0) continue;
    inflated += inflatedSize(bytes.subarray(start.data, end), budget.maxInflatedBytes - inflated, deadline);
    if (Date.now() > deadline) return { ok: false, problem: "too-slow" };
    if (inflated > budget.maxInflatedBytes) return { ok: false, problem: "inflates-too-much" };
  }
  return { ok: true };
}
