import type { ByteSource } from "./byte-source";
import { CsvStreamParser } from "./csv-stream";
import { type ImportResult, importError, MAX_ROWS } from "./import-error";
import { type CsvDialect, detectEncoding } from "./sniff";
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

/** Streams a delimited text file through the decoder and the CSV parser, chunk by chunk. */
export async function readTextTable(
  source: ByteSource,
  dialect: CsvDialect,
  options: ReadTextOptions = {},
): Promise<ImportResult<TextTable>> {
  const limit = options.limit ?? MAX_ROWS;
  const end = Math.min(source.size, options.maxBytes ?? source.size);
  const rows: string[][] = [];
  const parser = new CsvStreamParser(dialect, (batch) => {
    for (const row of batch) rows.push(row);
  });
  const decoder = createChunkDecoder(dialect.encoding);
  const head = await source.read(0, Math.min(4, end));
  const bom = detectEncoding(head);
  let offset = bom.encoding === dialect.encoding ? bom.bomLength : 0;
  while (offset < end && rows.length < limit) {
    if (options.isCancelled?.()) return importError("cancelled", "Loading was cancelled.");
    const bytes = await source.read(offset, Math.min(TEXT_CHUNK_BYTES, end - offset));
    offset += bytes.length;
    if (!parser.push(decoder.decode(bytes, offset < end))) break;
    options.onProgress?.(offset, end);
    if (bytes.length === 0) break;
  }
  if (rows.length >= limit || end < source.size) {
    if (options.limit === undefined) {
      return importError(
        "too-large",
        `The file has more than ${limit.toLocaleString("en")} rows, the most this tool reads.`,
      );
    }
    rows.length = Math.min(rows.length, limit);
    return { ok: true, value: { rows, strayQuotes: 0, truncated: true } };
  }
  const summary = parser.finish();
  // A preview still shows what it could read, so the quote setting can be corrected.
  if (!summary.ok && options.limit !== undefined)
    return { ok: true, value: { rows, strayQuotes: 0, truncated: true } };
  if (!summary.ok) return summary;
  return { ok: true, value: { rows, strayQuotes: summary.value.strayQuotes, truncated: false } };
}
