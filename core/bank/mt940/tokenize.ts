const ENVELOPE_START = /^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*\{4:/;

/**
 * Splits MT940/MT942 text into fields. A field starts at a line `:TAG:` where TAG is one of the tags
 * these messages use (`:26:` inside a wrapped :86: is text, not a field); leading spaces before the tag
 * and a tag wrapped after its first colon (a line ":" then "86:…") are accepted. Other lines continue
 * the field before them. SWIFT envelopes (`{1:…}{2:…}{4:` … `-}`), terminator lines ("-", "-}", "-"
 * with transmission control characters, also after spaces), ABN AMRO's "ABNANL2A/940" header lines and Rabobank's
 * `:940:` line are skipped. Works on LF and CRLF (the parser turns lone CRs into LFs first). Each
 * field's text is sliced from the file once (files run to hundreds of thousands of fields, so
 * per-line strings and arrays would dominate the time). Fields are handed to `onField` one at a time
 * (tag, where its text after the tag starts and ends in `text`, 1-based line of the tag, where its
 * line feeds are), with no array, object or string, so a parser slices only what it keeps; `onField`
 * returns true to stop. Line breaks inside a field stay in its range as they are in `text`.
 */
export function scanMt940Fields(
  text: string,
  onField: (tag: string, start: number, end: number, line: number, breaks: FieldBreaks) => boolean,
): void {
  let tag = "";
  let valueStart = -1;
  let valueEnd = -1;
  let tagLine = 0;
  const breaks: FieldBreaks = { first: -1, last: -1 };
  /** Hands over the open field; true when the consumer wants to stop. */
  const close = (): boolean => {
    if (valueStart === -1) return false;
    const from = valueStart;
    valueStart = -1;
    return onField(tag, from, valueEnd, tagLine, breaks);
  };
  let start = 0;
  let lineNumber = 0;
  /** Start of a line holding only ":" (a tag wrapped after its colon), or -1. */
  let loneColon = -1;
  const length = text.length;
  while (start < length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    const contentEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    lineNumber++;
    const lineBegin = start;
    let lineStart = start;
    start = end + 1;
    let first = text.charCodeAt(lineStart);
    if (first === 32 || first === 9) {
      const at = skipBlanks(text, lineStart, contentEnd);
      const next = text.charCodeAt(at);
      // An indented tag, or an indented end marker (" -"), which must not run into the closing balance.
      if ((next === 58 /* : */ && readTag(text, at) !== null) || next === 45 /* - */) {
        lineStart = at;
        first = next;
      }
    }
    if (first === 123 /* { */) {
      if (close()) return;
      const envelope = ENVELOPE_START.exec(text.slice(lineStart, contentEnd));
      if (!envelope) continue;
      lineStart += envelope[0].length;
      if (lineStart >= contentEnd) continue;
    } else if (
      first === 45 /* - */ &&
      (text.charCodeAt(lineStart + 1) === 125 /* } */ || isTerminator(text, lineStart + 1, contentEnd))
    ) {
      if (close()) return;
      continue;
    }
    const wrapped = loneColon !== -1 && readTag(text, lineStart - 1, true);
    const found = wrapped || readTag(text, lineStart);
    if (found) {
      if (close()) return;
      tag = found;
      valueStart = lineStart + found.length + (wrapped ? 1 : 2);
      valueEnd = contentEnd;
      tagLine = wrapped ? lineNumber - 1 : lineNumber;
      loneColon = -1;
      breaks.first = -1;
      breaks.last = -1;
      continue;
    }
    if (loneColon !== -1 && valueStart !== -1) {
      valueEnd = loneColon;
      breaks.first = UNKNOWN_BREAK;
    }
    loneColon = first === 58 && isTerminator(text, lineStart + 1, contentEnd) ? contentEnd : -1;
    if (loneColon !== -1) continue;
    if (valueStart !== -1) {
      // A continuation line: the line feed before it lies inside the field.
      valueEnd = contentEnd;
      if (breaks.first === -1) breaks.first = lineBegin - 1;
      breaks.last = lineBegin - 1;
    }
  }
  close();
}

/**
 * Where a field's line feeds are, as the scanner found them: the first and the last in its range (-1
 * when it has none; `first` is UNKNOWN_BREAK when the scanner cannot tell). Readers use them instead
 * of searching the field for its line ends again. One object for the whole scan: read it at once.
 */
export interface FieldBreaks {
  first: number;
  last: number;
}

export const UNKNOWN_BREAK = -2;

function skipBlanks(text: string, from: number, end: number): number {
  let at = from;
  while (at < end && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++;
  return at;
}

/** True when text[from, end) holds only spaces, control characters (ETX, SOH) and closing braces. */
function isTerminator(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code > 32 && code !== 125) return false;
  }
  return true;
}

/**
 * The tag of a line that starts a field (`:61:` → "61", `:60F:` → "60F", `:NS:` → "NS"), else null.
 * With `afterColon`, `at` is where the colon would be (the tag's colon ended the line before).
 */
function readTag(text: string, at: number, afterColon = false): string | null {
  if (!afterColon && text.charCodeAt(at) !== 58 /* : */) return null;
  const a = text.charCodeAt(at + 1);
  const b = text.charCodeAt(at + 2);
  const c = text.charCodeAt(at + 3);
  if (a === 78 && b === 83 && c === 58) return "NS";
  if (!isDigit(a) || !isDigit(b)) return null;
  const number = (a - 48) * 10 + (b - 48);
  if (c === 58) return TWO_DIGIT_TAGS[number] ?? null;
  if (c >= 65 && c <= 90 && text.charCodeAt(at + 4) === 58) {
    const letters = LETTER_TAGS[number];
    return letters?.includes(String.fromCharCode(c)) ? text.slice(at + 1, at + 4) : null;
  }
  return null;
}

/** The two-digit tags of MT940 and MT942, as constants, so no string is made per field for them. */
const TWO_DIGIT_TAGS: Record<number, string> = {
  13: "13",
  20: "20",
  21: "21",
  25: "25",
  28: "28",
  61: "61",
  64: "64",
  65: "65",
  86: "86",
};

/** The letter options of the tags that have them (:28C:, :60F:/:60M:, :13D:, :34F:, :90D:/:90C:, …). */
const LETTER_TAGS: Record<number, string> = {
  13: "D",
  25: "P",
  28: "C",
  34: "F",
  60: "FM",
  62: "FM",
  90: "DC",
};

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Continuation lines joined with `separator`, whatever the line endings (by hand: a regex replace per field costs). */
export function joinLines(value: string, separator: string): string {
  let lineFeed = value.indexOf("\n");
  if (lineFeed === -1) return value;
  let joined = "";
  let from = 0;
  while (lineFeed !== -1) {
    const end = lineFeed > from && value.charCodeAt(lineFeed - 1) === 13 ? lineFeed - 1 : lineFeed;
    joined += value.slice(from, end) + separator;
    from = lineFeed + 1;
    lineFeed = value.indexOf("\n", from);
  }
  return joined + value.slice(from);
}

export function splitLines(value: string): string[] {
  return value.split(/\r?\n/);
}
