import type { ByteSource } from "./byte-source";
import { CsvStreamParser, type CsvStreamSummary } from "./csv-stream";
import { type ImportError, type ImportResult, importError, MAX_ROWS } from "./import-error";
import { PackedRows } from "./packed-rows";
import { type CsvDialect, detectEncoding, quoteCharacter } from "./sniff";
import { createChunkDecoder } from "./text-decoder";

export const TEXT_CHUNK_BYTES = 4 * 1024 * 1024;

export interface ReadTextOptions {
  readonly onProgress?: (bytesRead: number, totalBytes: number) => void;
  readonly isCancelled?: () => boolean;
  /** Stop after this many records (previews). */
  readonly limit?: number;
  readonly maxBytes?: number;
}

export interface TextTable {
  readonly rows: string[][];
  readonly strayQuotes: number;
  readonly truncated: boolean;
}

export interface PackedTextTable {
  readonly rows: PackedRows;
  readonly strayQuotes: number;
}

type StreamOutcome =
  | { readonly kind: "done"; readonly summary: ImportResult<CsvStreamSummary> }
  | { readonly kind: "limit"; readonly end: number }
  | { readonly kind: "cancelled" };

/** Feeds the file through the decoder into the parser, chunk by chunk, until the end or `limit` records. */
async function streamText(
  source: ByteSource,
  dialect: CsvDialect,
  parser: CsvStreamParser,
  count: () => number,
  options: ReadTextOptions,
): Promise<StreamOutcome> {
  const limit = options.limit ?? MAX_ROWS;
  const end = Math.min(source.size, options.maxBytes ?? source.size);
  const decoder = createChunkDecoder(dialect.encoding);
  const head = await source.read(0, Math.min(4, end));
  const bom = detectEncoding(head);
  let offset = bom.encoding === dialect.encoding ? bom.bomLength : 0;
  while (offset < end && count() < limit) {
    if (options.isCancelled?.()) return { kind: "cancelled" };
    const bytes = await source.read(offset, Math.min(TEXT_CHUNK_BYTES, end - offset));
    offset += bytes.length;
    let pushed = true;
    for (const piece of decoder.decodePieces(bytes, offset < end))
      pushed &&= parser.push(piece.text, piece.from, piece.to);
    if (!pushed) break;
    options.onProgress?.(offset, end);
    if (bytes.length === 0) break;
  }
  if (count() >= limit || end < source.size) return { kind: "limit", end };
  return { kind: "done", summary: parser.finish() };
}

function tooManyRows(limit: number): { ok: false; error: ImportError } {
  return importError(
    "too-large",
    `The file has more than ${limit.toLocaleString("en")} rows, the most this tool reads.`,
  );
}

/** Streams a delimited text file through the decoder and the CSV parser, chunk by chunk. */
export async function readTextTable(
  source: ByteSource,
  dialect: CsvDialect,
  options: ReadTextOptions = {},
): Promise<ImportResult<TextTable>> {
  const limit = options.limit ?? MAX_ROWS;
  const rows: string[][] = [];
  const parser = new CsvStreamParser(dialect, (batch) => {
    for (const row of batch) rows.push(row);
  });
  const outcome = await streamText(source, dialect, parser, () => rows.length, options);
  if (outcome.kind === "cancelled") return importError("cancelled", "Loading was cancelled.");
  if (outcome.kind === "limit") {
    if (options.limit === undefined) return tooManyRows(limit);
    rows.length = Math.min(rows.length, limit);
    return { ok: true, value: { rows, strayQuotes: 0, truncated: true } };
  }
  const summary = outcome.summary;
  // A preview still shows what it could read, so the quote setting can be corrected.
  if (!summary.ok && options.limit !== undefined)
    return { ok: true, value: { rows, strayQuotes: 0, truncated: true } };
  if (!summary.ok) return summary;
  return { ok: true, value: { rows, strayQuotes: summary.value.strayQuotes, truncated: false } };
}

/**
 * The whole file, as readTextTable reads it, into a packed table (text and offsets, no array per
 * row): what the page keeps in memory for a million rows.
 */
export async function readPackedTable(
  source: ByteSource,
  dialect: CsvDialect,
  options: Omit<ReadTextOptions, "limit" | "maxBytes"> = {},
): Promise<ImportResult<PackedTextTable>> {
  const rows = new PackedRows(dialect.delimiter, quoteCharacter(dialect.quote));
  const parser = new CsvStreamParser(dialect, () => undefined, rows);
  const outcome = await streamText(source, dialect, parser, () => rows.length, options);
  if (outcome.kind === "cancelled") return importError("cancelled", "Loading was cancelled.");
  if (outcome.kind === "limit") return tooManyRows(MAX_ROWS);
  if (!outcome.summary.ok) return outcome.summary;
  return { ok: true, value: { rows, strayQuotes: outcome.summary.value.strayQuotes } };
}
