import { Inflate } from "fflate";
import { type ImportResult, importError } from "./import-error";

/** Caps checked on the central directory BEFORE anything is inflated (SECURITY.md, Files). */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxEntryBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  /** Apache POI's minimum inflate ratio 0.01: more than 100× expansion is treated as a bomb. */
  maxRatio: 100,
  /** Small entries may compress better than that without harm. */
  ratioFreeBytes: 1024 * 1024,
} as const;

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

export interface ZipArchive {
  readonly bytes: Uint8Array;
  readonly entries: ReadonlyMap<string, ZipEntry>;
}

const BOMB = "This file expands to far more data than a spreadsheet holds (a zip bomb); it was not opened.";

function findEndOfDirectory(view: DataView): number {
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  return -1;
}

/** Reads the central directory and applies every cap; inflates nothing. */
export function openZip(bytes: Uint8Array): ImportResult<ZipArchive> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length >= 22 ? findEndOfDirectory(view) : -1;
  if (end < 0)
    return importError("not-xlsx", "This file is a damaged or unfinished ZIP, not an Excel workbook.");
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    return importError("too-large", "ZIP64 workbooks (over 4 GB) are too large to open in the browser.");
  }
  if (count > ZIP_LIMITS.maxEntries) return importError("zip-bomb", BOMB);
  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      return importError("not-xlsx", "This file is a damaged ZIP, not an Excel workbook.");
    }
    const nameLength = view.getUint16(at + 28, true);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      entry.uncompressedSize > ZIP_LIMITS.maxEntryBytes ||
      total > ZIP_LIMITS.maxTotalBytes ||
      (entry.uncompressedSize > ZIP_LIMITS.ratioFreeBytes && ratio > ZIP_LIMITS.maxRatio)
    ) {
      return importError("zip-bomb", BOMB);
    }
    entries.set(entry.name, entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { ok: true, value: { bytes, entries } };
}

/**
 * Inflates one entry in pieces, never past its declared size (a lying header is a bomb too).
 * `onData` receives the pieces in order and returns false to stop early (a preview needs the first rows only).
 */
export function inflateEntry(
  archive: ZipArchive,
  entry: ZipEntry,
  onData: (chunk: Uint8Array) => boolean | undefined,
): ImportResult<number> {
  const view = new DataView(archive.bytes.buffer, archive.bytes.byteOffset, archive.bytes.byteLength);
  const local = entry.localHeaderOffset;
  if (local + 30 > archive.bytes.length || view.getUint32(local, true) !== 0x04034b50) {
    return importError("not-xlsx", "This file is a damaged ZIP, not an Excel workbook.");
  }
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = archive.bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    onData(data);
    return { ok: true, value: data.length };
  }
  if (entry.method !== 8)
    return importError("not-xlsx", "This workbook uses a compression method we cannot read.");
  let produced = 0;
  let overflow = false;
  let stopped = false;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > entry.uncompressedSize) overflow = true;
    else if (!stopped && onData(chunk) === false) stopped = true;
  });
  try {
    const step = 1024 * 1024;
    for (let offset = 0; offset < data.length && !overflow && !stopped; offset += step) {
      inflater.push(data.subarray(offset, offset + step), offset + step >= data.length);
    }
  } catch {
    return importError("not-xlsx", "This workbook is damaged: part of it cannot be decompressed.");
  }
  if (overflow) return importError("zip-bomb", BOMB);
  return { ok: true, value: produced };
}

/** A whole small entry as text (workbook, relationships, styles, shared strings). */
export function readEntryText(archive: ZipArchive, name: string): ImportResult<string | null> {
  const entry = archive.entries.get(name);
  if (!entry) return { ok: true, value: null };
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const result = inflateEntry(archive, entry, (chunk) => {
    parts.push(decoder.decode(chunk, { stream: true }));
    return true;
  });
  if (!result.ok) return result;
  parts.push(decoder.decode());
  return { ok: true, value: parts.join("") };
}
