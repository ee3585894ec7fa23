import Papa from "papaparse";
import { createChunkDecoder, type TextEncodingName } from "./text-decoder";

export type FileKind = "zip" | "xls" | "text" | "binary" | "empty";
export type { TextEncodingName };
export type Newline = "\r\n" | "\n" | "\r";
export type QuoteStyle = '"' | "'" | "none";

export interface CsvDialect {
  readonly encoding: TextEncodingName;
  readonly delimiter: string;
  readonly quote: QuoteStyle;
  readonly newline: Newline;
}

export const DELIMITERS = [",", ";", "\t", "|"] as const;

/** What the first bytes say the file is (magic bytes, never the extension). */
export function detectFileKind(head: Uint8Array): FileKind {
  if (head.length === 0) return "empty";
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return "xls";
  const encoding = detectEncoding(head);
  if (encoding.encoding.startsWith("utf-16")) return "text";
  let control = 0;
  for (const byte of head.subarray(0, 8192)) {
    if (byte === 0) return "binary";
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  }
  return control > Math.min(head.length, 8192) * 0.02 ? "binary" : "text";
}

/** BOM first; then strict UTF-8; anything that is not valid UTF-8 is read as Windows-1252. */
export function detectEncoding(head: Uint8Array): { encoding: TextEncodingName; bomLength: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf-8", bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf-16le", bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf-16be", bomLength: 2 };
  try {
    // stream: a multi-byte character cut off at the end of the sample is not an error.
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(head, { stream: true });
    return { encoding: "utf-8", bomLength: 0 };
  } catch {
    return { encoding: "windows-1252", bomLength: 0 };
  }
}

export function detectNewline(text: string): Newline {
  const at = text.search(/[\r\n]/);
  if (at < 0 || text[at] === "\n") return "\n";
  return text[at + 1] === "\n" ? "\r\n" : "\r";
}

export function quoteCharacter(quote: QuoteStyle): string {
  // Papa Parse always needs a quote character; NUL never appears in a text file we accept.
  return quote === "none" ? "\u0000" : quote;
}

function scoreDelimiter(sample: string, delimiter: string, quote: QuoteStyle, newline: Newline): number {
  const rows = Papa.parse<string[]>(sample, {
    delimiter,
    quoteChar: quoteCharacter(quote),
    newline,
    preview: 50,
    skipEmptyLines: true,
  }).data;
  if (rows.length === 0) return 0;
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  let modeFields = 1;
  let modeRows = 0;
  for (const [fields, times] of counts) {
    if (times > modeRows || (times === modeRows && fields > modeFields)) {
      modeFields = fields;
      modeRows = times;
    }
  }
  if (modeFields < 2) return 0;
  return (modeRows / rows.length) * 100 + Math.min(modeFields, 50);
}

/** The delimiter whose rows have the most consistent field count (more fields break ties). */
export function detectDelimiter(sample: string, quote: QuoteStyle, newline: Newline): string {
  let best: string = DELIMITERS[0];
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const score = scoreDelimiter(sample, delimiter, quote, newline);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export function detectQuote(sample: string, delimiter: string): QuoteStyle {
  const escaped = delimiter.replace(/[|\\]/g, "\\$&");
  const doubleQuoted = new RegExp(`(^|${escaped}|\\n)"`, "g");
  const singleQuoted = new RegExp(`(^|${escaped}|\\n)'[^'\\n]*'(${escaped}|\\r?\\n|$)`, "g");
  const doubles = sample.match(doubleQuoted)?.length ?? 0;
  const singles = sample.match(singleQuoted)?.length ?? 0;
  return singles > doubles * 2 && singles > 2 ? "'" : '"';
}

/** Full dialect from the first bytes of a text file. */
export function detectDialect(head: Uint8Array): CsvDialect {
  const { encoding, bomLength } = detectEncoding(head);
  const text = createChunkDecoder(encoding).decode(head.subarray(bomLength), true);
  const newline = detectNewline(text);
  const firstDelimiter = detectDelimiter(text, '"', newline);
  const quote = detectQuote(text, firstDelimiter);
  const delimiter = quote === '"' ? firstDelimiter : detectDelimiter(text, quote, newline);
  return { encoding, delimiter, quote, newline };
}
