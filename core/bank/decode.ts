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
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

function decodeWith(encoding: string, bytes: Uint8Array, skip: number): string {
  return new TextDecoder(encoding, { fatal: false, ignoreBOM: true }).decode(bytes.subarray(skip));
}

/**
 * Control characters text files carry: tab, LF, CR, FF, SWIFT's transmission framing (SOH, ETX around
 * each message) and DOS's end-of-file mark (SUB).
 */
const TEXT_CONTROLS = new Set([9, 10, 12, 13, 1, 3, 26]);

/** Looks at the first 64 KiB: any NUL byte, or more than 1 % control characters other than TEXT_CONTROLS. */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 65_536);
  let controls = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === 0) return true;
    if (byte < 32 && !TEXT_CONTROLS.has(byte)) controls++;
  }
  return controls > end / 100;
}

/** 0x80–0x9F in Windows-1252 (WHATWG encoding standard); undefined positions stay as C1 controls. */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/**
 * Our own Windows-1252 decoder: Node's TextDecoder treats the label as ISO-8859-1 (0x80 becomes U+0080
 * instead of €), browsers do not, and the same file must read the same on both sides.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const units = new Uint16Array(8192);
  for (let start = 0; start < bytes.length; start += units.length) {
    const end = Math.min(bytes.length, start + units.length);
    for (let i = start; i < end; i++) {
      const byte = bytes[i] ?? 0;
      units[i - start] = byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte;
    }
    chunks.push(String.fromCharCode(...units.subarray(0, end - start)));
  }
  return chunks.join("");
}
