import type { Cell } from "../types";
import { type ImportResult, importError, MAX_ROWS } from "./import-error";
import type { WorkbookInfo } from "./xlsx-parts";
import { createXmlStream } from "./xml-stream";
import { inflateEntry, type ZipArchive } from "./zip-directory";

export interface ReadSheetOptions {
  readonly limit?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

const MS_PER_DAY = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function toDate(serial: number, date1904: boolean): Date {
  const ms = Math.round(serial * MS_PER_DAY);
  return new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + ms);
}

/** Cell value by its type attribute: shared string, inline string, boolean, error, date or number. */
function toCell(type: string, style: number, raw: string, inline: string, info: WorkbookInfo): Cell {
  switch (type) {
    case "s":
      return info.sharedStrings[Number(raw)] ?? "";
    case "inlineStr":
      return inline;
    case "str":
      return raw;
    case "b":
      return raw === "1";
    case "e":
      return raw;
    case "d":
      return raw ? new Date(raw) : null;
    default: {
      if (raw === "") return null;
      const value = Number(raw);
      if (!Number.isFinite(value)) return raw;
      return info.dateStyles[style] ? toDate(value, info.date1904) : value;
    }
  }
}

/** Streams one worksheet: inflate in pieces → decode → SAX, so a big sheet is never one string. */
export function readSheetRows(
  archive: ZipArchive,
  info: WorkbookInfo,
  path: string,
  options: ReadSheetOptions = {},
): ImportResult<Cell[][]> {
  const entry = archive.entries.get(path);
  if (!entry) return importError("not-xlsx", "The chosen sheet is missing from the workbook.");
  const limit = options.limit ?? MAX_ROWS;
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let column = 0;
  let type = "";
  let style = 0;
  let raw = "";
  let inline = "";
  let where: "v" | "t" | "" = "";
  let stopped = false;
  const xml = createXmlStream({
    open(name, attributes) {
      if (name === "row") {
        row = [];
        column = 0;
      } else if (name === "c") {
        column = attributes.r ? columnIndex(attributes.r) : column;
        type = attributes.t ?? "n";
        style = Number(attributes.s ?? 0);
        raw = "";
        inline = "";
      } else if (name === "v") where = "v";
      else if (name === "t") where = "t";
    },
    close(name) {
      if (name === "v" || name === "t") where = "";
      else if (name === "c") {
        while (row.length < column) row.push(null);
        row[column] = toCell(type, style, raw, inline, info);
        column++;
      } else if (name === "row" && !stopped) {
        rows.push(row);
        if (rows.length >= limit) stopped = true;
      }
    },
    text(text) {
      if (where === "v") raw += text;
      else if (where === "t") inline += text;
    },
  });
  const decoder = new TextDecoder();
  let done = 0;
  const inflated = inflateEntry(archive, entry, (chunk) => {
    if (stopped) return false;
    done += chunk.length;
    xml.write(decoder.decode(chunk, { stream: true }));
    options.onProgress?.(done, entry.uncompressedSize);
    return !stopped;
  });
  if (!inflated.ok) return inflated;
  if (!stopped) {
    const finished = xml.finish();
    if (!finished.ok) return finished;
  }
  if (options.limit === undefined && rows.length >= MAX_ROWS) {
    return importError(
      "too-large",
      `The sheet has more than ${MAX_ROWS.toLocaleString("en")} rows, the most this tool reads.`,
    );
  }
  return { ok: true, value: rows };
}
