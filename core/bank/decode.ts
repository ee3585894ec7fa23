import type { TextEncodingName } from "./model";

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
}

/**
 * Bank files come as UTF-8 (CAMT, newer MT940), Latin-1 or Windows-1252 (older MT940 exports).
 * A byte order mark decides; otherwise strict UTF-8 is tried first and Windows-1252 (a superset of
 * Latin-1's printable characters, and what browsers use for the label "latin1") is the fallback.
 * Returns null for content that is clearly not text (NUL bytes or many control characters).
 */
export function decodeBankFile(bytes: Uint8Array): DecodedText | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decodeWith("utf-16le", bytes, 2), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decodeWith("utf-16be", bytes, 2), encoding: "utf-16be" };
  if (looksBinary(bytes)) return null;
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes.subarray(bom));
    return { text, encoding: "utf-8" };
  } catch {
    return { text: decodeWith("windows-1252", bytes, 0), encoding: "windows-1252" };
  }
}

function decodeWith(encoding: string, bytes: Uint8Array, skip: number): string {
  return new TextDecoder(encoding, { fatal: false, ignoreBOM: true }).decode(bytes.subarray(skip));
}

/** Looks at the first 64 KiB: any NUL byte, or more than 1 % control characters other than tab, LF, CR, FF. */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 65_536);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) controls++;
  }
  return controls > end / 100;
}
