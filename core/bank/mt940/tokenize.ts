/** One MT940 field: `:61:` and its continuation lines. */
export interface Mt940Field {
  readonly tag: string;
  /** The field's text without the tag; continuation lines joined with "\n", CRs removed. */
  readonly value: string;
  /** 1-based line number of the tag in the file. */
  readonly line: number;
}

const ENVELOPE_START = /^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*\{4:/;

/**
 * Splits MT940 text into fields. A field starts at a line `:TAG:` where TAG is two digits and an
 * optional letter, or `NS`; other lines continue the field before them. SWIFT envelopes
 * (`{1:…}{2:…}{4:` … `-}`), ABN AMRO's "ABNANL2A/940" header lines and Rabobank's `:940:` line are
 * skipped. Works on CRLF and LF. Each field's text is sliced from the file once (files run to
 * hundreds of thousands of fields, so per-line strings and arrays would dominate the time).
 */
export function tokenizeMt940(text: string): Mt940Field[] {
  const fields: Mt940Field[] = [];
  scanMt940Fields(text, (tag, value, line) => {
    fields.push({ tag, value, line });
    return false;
  });
  return fields;
}

/**
 * The same fields handed to `onField` one at a time (no array, no objects), so a parser lets each die
 * young; `onField` returns true to stop.
 */
export function scanMt940Fields(
  text: string,
  onField: (tag: string, value: string, line: number) => boolean,
): void {
  let tag = "";
  let valueStart = -1;
  let valueEnd = -1;
  let tagLine = 0;
  /** Hands over the open field; true when the consumer wants to stop. */
  const close = (): boolean => {
    if (valueStart === -1) return false;
    const raw = text.slice(valueStart, valueEnd);
    valueStart = -1;
    return onField(tag, raw.includes("\r") ? raw.replaceAll("\r\n", "\n") : raw, tagLine);
  };
  let start = 0;
  let lineNumber = 0;
  const length = text.length;
  while (start < length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    const contentEnd = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    lineNumber++;
    let lineStart = start;
    start = end + 1;
    const first = text.charCodeAt(lineStart);
    if (first === 123 /* { */) {
      if (close()) return;
      const envelope = ENVELOPE_START.exec(text.slice(lineStart, contentEnd));
      if (!envelope) continue;
      lineStart += envelope[0].length;
      if (lineStart >= contentEnd) continue;
    } else if (
      first === 45 /* - */ &&
      (contentEnd - lineStart === 1 || text.charCodeAt(lineStart + 1) === 125)
    ) {
      if (close()) return;
      continue;
    }
    const found = readTag(text, lineStart);
    if (found !== null) {
      if (close()) return;
      tag = found;
      valueStart = lineStart + found.length + 2;
      valueEnd = contentEnd;
      tagLine = lineNumber;
    } else if (valueStart !== -1) {
      valueEnd = contentEnd;
    }
  }
  close();
}

/** The tag of a line that starts a field (`:61:` → "61", `:60F:` → "60F", `:NS:` → "NS"), else null. */
function readTag(text: string, at: number): string | null {
  if (text.charCodeAt(at) !== 58 /* : */) return null;
  const a = text.charCodeAt(at + 1);
  const b = text.charCodeAt(at + 2);
  const c = text.charCodeAt(at + 3);
  if (a === 78 && b === 83 && c === 58) return "NS";
  if (!isDigit(a) || !isDigit(b)) return null;
  if (c === 58) return COMMON_TAGS[(a - 48) * 10 + (b - 48)] ?? text.slice(at + 1, at + 3);
  if (c >= 65 && c <= 90 && text.charCodeAt(at + 4) === 58) return text.slice(at + 1, at + 4);
  return null;
}

/** The two-digit tags of every transaction, as constants, so no string is made per field for them. */
const COMMON_TAGS: Record<number, string> = {
  20: "20",
  25: "25",
  28: "28",
  61: "61",
  64: "64",
  65: "65",
  86: "86",
};

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
