/**
 * The few PDF tokens the budget check looks for, found in the bytes themselves: a whole-file string
 * would cost as much memory as the file again (issue 27 item 8, docs/decisions/212).
 */

const encoder = new TextEncoder();
const OBJ = encoder.encode("obj");
const STREAM = encoder.encode("stream");
export const ENDSTREAM = encoder.encode("endstream");
/** How far before `stream` its dictionary is looked for. */
const DICTIONARY_WINDOW = 4096;

/** What JavaScript's `\s` matched in the windows-1252 string the check used to read. */
function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0xa0 || (byte !== undefined && byte >= 0x09 && byte <= 0x0d);
}

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

/** A character of `\w`: the end of a token when it is not one. */
function isWordByte(byte: number | undefined): boolean {
  if (byte === undefined) return false;
  return isDigit(byte) || byte === 0x5f || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a);
}

/** The first index of `needle` in `bytes` at or after `from`, or -1. */
export function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  let at = bytes.indexOf(first ?? 0, from);
  while (at >= 0 && at + needle.byteLength <= bytes.byteLength) {
    let index = 1;
    while (index < needle.byteLength && bytes[at + index] === needle[index]) index++;
    if (index === needle.byteLength) return at;
    at = bytes.indexOf(first ?? 0, at + 1);
  }
  return -1;
}

/** Steps back over a run of bytes that pass `test`; the index before the run. */
function skipBack(bytes: Uint8Array, index: number, test: (byte: number | undefined) => boolean): number {
  let at = index;
  while (at >= 0 && test(bytes[at])) at--;
  return at;
}

/** Whether `obj` at `at` closes an object header `<number> <generation> obj`. */
function isObjectHeader(bytes: Uint8Array, at: number): boolean {
  if (isWordByte(bytes[at + OBJ.byteLength])) return false;
  const beforeGeneration = skipBack(bytes, at - 1, isSpace);
  if (beforeGeneration === at - 1) return false;
  const beforeDigits = skipBack(bytes, beforeGeneration, isDigit);
  const digits = beforeGeneration - beforeDigits;
  if (digits < 1 || digits > 5) return false;
  const beforeNumber = skipBack(bytes, beforeDigits, isSpace);
  return beforeNumber < beforeDigits && isDigit(bytes[beforeNumber]);
}

/** Object headers in the file, counted up to `max + 1` (then the file is over budget anyway). */
export function countObjectHeaders(bytes: Uint8Array, max: number): number {
  let count = 0;
  for (let at = indexOfBytes(bytes, OBJ); at >= 0; at = indexOfBytes(bytes, OBJ, at + OBJ.byteLength)) {
    if (isObjectHeader(bytes, at) && ++count > max) return count;
  }
  return count;
}

export interface StreamStart {
  /** Where the `stream` keyword starts. */
  readonly keyword: number;
  /** Where the stream's data starts, after the keyword's line end. */
  readonly data: number;
}

/** Each `stream` keyword followed by a line end (not `endstream`), in file order. */
export function* findStreamStarts(bytes: Uint8Array): Generator<StreamStart> {
  let at = indexOfBytes(bytes, STREAM);
  while (at >= 0) {
    let after = at + STREAM.byteLength;
    if (bytes[after] === 0x0d) after++;
    const startsToken = at === 0 || !isWordByte(bytes[at - 1]);
    if (startsToken && bytes[after] === 0x0a) {
      yield { keyword: at, data: after + 1 };
      at = indexOfBytes(bytes, STREAM, after + 1);
    } else at = indexOfBytes(bytes, STREAM, at + 1);
  }
}

/** The dictionary of the stream whose keyword starts at `keyword`: from its `obj`, at most 4 KiB. */
export function readDictionaryBefore(bytes: Uint8Array, keyword: number): string {
  const window = new TextDecoder("latin1").decode(
    bytes.subarray(Math.max(0, keyword - DICTIONARY_WINDOW), keyword),
  );
  return window.slice(Math.max(0, window.lastIndexOf("obj")));
}
