/** One MT940 field: `:61:` and its continuation lines. */
export interface Mt940Field {
  readonly tag: string;
  /** The field's lines without the tag, CR and LF removed. */
  readonly lines: string[];
  /** 1-based line number of the tag in the file. */
  readonly line: number;
}

const ENVELOPE_START = /^(?:\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*\{4:/;

/**
 * Splits MT940 text into fields. A field starts at a line `:TAG:` where TAG is two digits and an
 * optional letter, or `NS`; other lines continue the field before them. SWIFT envelopes
 * (`{1:…}{2:…}{4:` … `-}`), ABN AMRO's "ABNANL2A/940" header lines and Rabobank's `:940:` line are
 * skipped. Works on CRLF and LF.
 */
export function tokenizeMt940(text: string): Mt940Field[] {
  const fields: Mt940Field[] = [];
  let current: Mt940Field | null = null;
  let start = 0;
  let lineNumber = 0;
  const length = text.length;
  while (start < length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    lineNumber++;
    let line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    if (line.charCodeAt(0) === 123 /* { */) {
      const envelope = ENVELOPE_START.exec(line);
      if (!envelope) {
        current = null;
        continue;
      }
      line = line.slice(envelope[0].length);
      current = null;
      if (line === "") continue;
    }
    if (line.charCodeAt(0) === 45 /* - */ && (line.length === 1 || line.charCodeAt(1) === 125) /* } */) {
      current = null;
      continue;
    }
    const tag = readTag(line);
    if (tag !== null) {
      current = { tag, lines: [line.slice(tag.length + 2)], line: lineNumber };
      fields.push(current);
    } else if (current !== null) {
      current.lines.push(line);
    }
  }
  return fields;
}

/** The tag of a line that starts a field (`:61:` → "61", `:60F:` → "60F", `:NS:` → "NS"), else null. */
function readTag(line: string): string | null {
  if (line.charCodeAt(0) !== 58 /* : */) return null;
  const a = line.charCodeAt(1);
  const b = line.charCodeAt(2);
  if (a === 78 && b === 83 && line.charCodeAt(3) === 58) return "NS";
  if (!isDigit(a) || !isDigit(b)) return null;
  const c = line.charCodeAt(3);
  if (c === 58) return line.slice(1, 3);
  if (c >= 65 && c <= 90 && line.charCodeAt(4) === 58) return line.slice(1, 4);
  return null;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
