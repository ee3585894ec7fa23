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
  return [...iterateMt940Fields(text)];
}

/** The same fields one at a time, so a parser can let each die young instead of holding them all. */
export function* iterateMt940Fields(text: string): Generator<Mt940Field> {
  let tag = "";
  let valueStart = -1;
  let valueEnd = -1;
  let tagLine = 0;
  const close = (): Mt940Field | null => {
    if (valueStart === -1) return null;
    const raw = text.slice(valueStart, valueEnd);
    valueStart = -1;
    return { tag, value: raw.includes("\r") ? raw.replaceAll("\r\n", "\n") : raw, line: tagLine };
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
      const done = close();
      if (done) yield done;
      const envelope = ENVELOPE_START.exec(text.slice(lineStart, contentEnd));
      if (!envelope) continue;
      lineStart += envelope[0].length;
      if (lineStart >= contentEnd) continue;
    } else if (
      first === 45 /* - */ &&
      (contentEnd - lineStart === 1 || text.charCodeAt(lineStart + 1) === 125)
    ) {
      const done = close();
      if (done) yield done;
      continue;
    }
    const found = readTag(text, lineStart);
    if (found !== null) {
      const done = close();
      if (done) yield done;
      tag = found;
      valueStart = lineStart + found.length + 2;
      valueEnd = contentEnd;
      tagLine = lineNumber;
    } else if (valueStart !== -1) {
      valueEnd = contentEnd;
    }
  }
  const last = close();
  if (last) yield last;
}

/** The tag of a line that starts a field (`:61:` → "61", `:60F:` → "60F", `:NS:` → "NS"), else null. */
function readTag(text: string, at: number): string | null {
  if (text.charCodeAt(at) !== 58 /* : */) return null;
  const a = text.charCodeAt(at + 1);
  const b = text.charCodeAt(at + 2);
  const c = text.charCodeAt(at + 3);
  if (a === 78 && b === 83 && c === 58) return "NS";
  if (!isDigit(a) || !isDigit(b)) return null;
  if (c === 58) return text.slice(at + 1, at + 3);
  if (c >= 65 && c <= 90 && text.charCodeAt(at + 4) === 58) return text.slice(at + 1, at + 4);
  return null;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
