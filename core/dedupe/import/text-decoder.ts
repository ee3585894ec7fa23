export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

// Windows-1252 bytes 0x80-0x9F; the rest is Latin-1. Some runtimes (Node) decode the label as Latin-1.
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Part of a decoded chunk: `text` from `from` to `to`. */
export interface TextPiece {
  readonly text: string;
  readonly from: number;
  readonly to: number;
}

export interface ChunkDecoder {
  decode(bytes: Uint8Array, stream: boolean): string;
  /** The same text as `decode`, in pieces that keep as much of it as possible one byte a character. */
  decodePieces(bytes: Uint8Array, stream: boolean): TextPiece[];
}

/** A piece's characters as a string of their own. */
export function pieceText(piece: TextPiece): string {
  return piece.text.slice(piece.from, piece.to);
}

function wholePiece(text: string): TextPiece[] {
  return [{ text, from: 0, to: text.length }];
}

/** UTF-8 lead bytes of the characters from U+0100 on: a string holding one takes two bytes a character. */
const WIDE_LEAD = 0xc4;
const LINE_FEED = 0x0a;
/** A byte from 0x80 up in any of a word's four bytes. */
const HIGH_BITS = 0x80808080;

/**
 * Where the next UTF-8 lead byte of a character from U+0100 on is, from `from`; -1 when there is
 * none. Four bytes at a time through `words` (the same bytes, from the first 4-byte boundary at or
 * after `aligned`): most words are plain ASCII.
 */
function findWideLead(bytes: Uint8Array, words: Uint32Array, aligned: number, from: number): number {
  let at = from;
  for (; at < bytes.length && (at < aligned || (at - aligned) % 4 !== 0); at++)
    if ((bytes[at] as number) >= WIDE_LEAD) return at;
  for (let word = (at - aligned) >> 2; word < words.length; word++) {
    if (((words[word] as number) & HIGH_BITS) === 0) continue;
    const first = aligned + word * 4;
    for (let i = first; i < first + 4; i++) if ((bytes[i] as number) >= WIDE_LEAD) return i;
  }
  for (at = Math.max(at, aligned + words.length * 4); at < bytes.length; at++)
    if ((bytes[at] as number) >= WIDE_LEAD) return at;
  return -1;
}

/** A Uint32Array over `bytes` from its first 4-byte boundary, and where in `bytes` that is. */
function wordView(bytes: Uint8Array): { words: Uint32Array; aligned: number } {
  const aligned = (4 - (bytes.byteOffset % 4)) % 4;
  if (bytes.length < aligned + 4) return { words: new Uint32Array(0), aligned: bytes.length };
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + aligned, (bytes.length - aligned) >> 2);
  return { words, aligned };
}

/**
 * `bytes` decoded in pieces: the lines holding a character from U+0100 on (ş, ı, €, emoji) apart
 * from the runs of lines without. JavaScript engines store a string one byte a character only when
 * every character fits, so one Turkish name would double the memory of the 4 MB around it. A chunk
 * without such a character is decoded once, whole.
 *
 * The runs are decoded one by one (most are ASCII, which decoders read fastest) and then joined into
 * one string, the lines with wide characters into another; each piece is a range of one of the two.
 * Thousands of short strings a chunk would each outlive the young generation and be copied by the
 * collector, twice; two long strings are allocated where they stay.
 */
function decodeAroundWideLines(bytes: Uint8Array, decode: (bytes: Uint8Array) => string): TextPiece[] {
  const { words, aligned } = wordView(bytes);
  let at = findWideLead(bytes, words, aligned, 0);
  if (at < 0) return wholePiece(decode(bytes));
  const narrow: string[] = [];
  const wide: string[] = [];
  // Per piece in file order: its length, negative for a wide line.
  const lengths: number[] = [];
  let start = 0;
  while (at >= 0) {
    const lineStart = bytes.lastIndexOf(LINE_FEED, at) + 1;
    const feed = bytes.indexOf(LINE_FEED, at);
    const lineEnd = feed < 0 ? bytes.length : feed + 1;
    if (lineStart > start) {
      const run = decode(bytes.subarray(start, lineStart));
      narrow.push(run);
      lengths.push(run.length);
    }
    const line = decode(bytes.subarray(lineStart, lineEnd));
    wide.push(line);
    lengths.push(-line.length);
    start = lineEnd;
    at = findWideLead(bytes, words, aligned, lineEnd);
  }
  if (start < bytes.length) {
    const run = decode(bytes.subarray(start));
    narrow.push(run);
    lengths.push(run.length);
  }
  const narrowText = narrow.join("");
  const wideText = wide.join("");
  const pieces: TextPiece[] = [];
  let narrowAt = 0;
  let wideAt = 0;
  for (const length of lengths) {
    if (length >= 0) {
      pieces.push({ text: narrowText, from: narrowAt, to: narrowAt + length });
      narrowAt += length;
    } else {
      pieces.push({ text: wideText, from: wideAt, to: wideAt - length });
      wideAt -= length;
    }
  }
  return pieces;
}

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const step = 8192;
  for (let start = 0; start < bytes.length; start += step) {
    const codes = Array.from(bytes.subarray(start, start + step), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH.charCodeAt(byte - 0x80) ?? byte) : byte,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join("");
}

/** Where the last UTF-8 sequence of `bytes` starts when it is cut off by the end, else the length. */
function completeUtf8Length(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let start = length - 1; start >= Math.max(0, length - 4); start--) {
    const byte = bytes[start] as number;
    if (byte >= 0x80 && byte < 0xc0) continue;
    const needed = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return start + needed <= length ? length : start;
  }
  return length;
}

/**
 * UTF-8 chunks decoded whole, each cut before a character the chunk does not finish: the same text
 * as a streaming decoder, but as compact (one byte per character) strings where the text allows.
 * Node's streaming decoder always returns two bytes per character, doubling a loaded file.
 */
function createUtf8Decoder(): ChunkDecoder {
  const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
  let carry = new Uint8Array(0);
  /** The whole characters of `chunk` after what the last chunk left unfinished. */
  const complete = (chunk: Uint8Array, stream: boolean): Uint8Array => {
    let bytes = chunk;
    if (carry.length > 0) {
      bytes = new Uint8Array(carry.length + chunk.length);
      bytes.set(carry);
      bytes.set(chunk, carry.length);
    }
    const cut = stream ? completeUtf8Length(bytes) : bytes.length;
    carry = bytes.slice(cut);
    return bytes.subarray(0, cut);
  };
  return {
    decode: (chunk, stream) => decoder.decode(complete(chunk, stream)),
    decodePieces: (chunk, stream) => {
      const bytes = complete(chunk, stream);
      return decodeAroundWideLines(bytes, (part) => decoder.decode(part));
    },
  };
}

/** A streaming decoder for the encodings we detect; multi-byte characters may span chunks. */
export function createChunkDecoder(encoding: TextEncodingName): ChunkDecoder {
  if (encoding === "windows-1252")
    return { decode: decodeWindows1252, decodePieces: (bytes) => wholePiece(decodeWindows1252(bytes)) };
  if (encoding === "utf-8") return createUtf8Decoder();
  const decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true });
  const decode = (bytes: Uint8Array, stream: boolean): string => decoder.decode(bytes, { stream });
  return { decode, decodePieces: (bytes, stream) => wholePiece(decode(bytes, stream)) };
}
