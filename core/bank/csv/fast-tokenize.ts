/**
 * A fast tokeniser for the CSV every bank writes: fields split on the delimiter, a field that starts
 * with a quote runs to a quote followed by the delimiter, the line end or the end of the text (a
 * doubled quote inside is one quote). It gives exactly Papa Parse's rows for such text and stops at
 * the first row it cannot read that way (a quote closing mid-field, spaces after a closing quote, an
 * unterminated quote), so Papa Parse reads the rest and keeps its error handling for damaged files.
 */

const QUOTE = 34;

/**
 * Papa Parse's line-ending guess (`guessLineEndings`, papaparse 5.7), repeated here so both
 * tokenisers split on the same line end: quoted text removed from the first megabyte, then
 * "\n" unless CRs come first, "\r\n" when most CRs are followed by an LF.
 */
export function guessNewline(text: string): "\n" | "\r\n" | "\r" {
  const sample = text.substring(0, 1024 * 1024).replace(/"[\s\S]*?"/g, "");
  const byCr = sample.split("\r");
  const byLf = sample.split("\n");
  const lfFirst = byLf.length > 1 && (byLf[0] ?? "").length < (byCr[0] ?? "").length;
  if (byCr.length === 1 || lfFirst) return "\n";
  let withLf = 0;
  for (const part of byCr) if (part.charCodeAt(0) === 10) withLf++;
  return withLf >= byCr.length / 2 ? "\r\n" : "\r";
}

/**
 * Hands each row of `text` to `onRow` until it meets a row it does not read the way Papa Parse
 * would; returns the offset of that row (Papa Parse takes over there), or -1 when it read everything.
 */
export function tokenizeFast(
  text: string,
  delimiter: string,
  newline: string,
  onRow: (row: string[]) => void,
): number {
  const length = text.length;
  let at = 0;
  let nextQuote = text.indexOf('"');
  while (at < length) {
    let lineEnd = text.indexOf(newline, at);
    if (lineEnd === -1) lineEnd = length;
    if (nextQuote !== -1 && nextQuote < at) nextQuote = text.indexOf('"', at);
    if (nextQuote === -1 || nextQuote >= lineEnd) {
      // No quote on the line: Papa Parse splits it as it stands.
      onRow(text.slice(at, lineEnd).split(delimiter));
      at = lineEnd + newline.length;
      if (at === length) onRow([""]);
      continue;
    }
    const next = readQuotedRow(text, at, delimiter, newline);
    if (next === null) return at;
    onRow(next.row);
    at = next.end;
    if (at === length && next.endedByNewline) onRow([""]);
  }
  return -1;
}

interface QuotedRow {
  readonly row: string[];
  /** Offset after the row's line end. */
  readonly end: number;
  readonly endedByNewline: boolean;
}

/** A row with quoted fields, or null where it leaves the plain form. */
function readQuotedRow(text: string, start: number, delimiter: string, newline: string): QuotedRow | null {
  const length = text.length;
  const row: string[] = [];
  let at = start;
  for (;;) {
    let fieldEnd: number;
    if (text.charCodeAt(at) === QUOTE) {
      let close = text.indexOf('"', at + 1);
      let doubled = false;
      while (close !== -1 && close !== length - 1 && text.charCodeAt(close + 1) === QUOTE) {
        doubled = true;
        close = text.indexOf('"', close + 2);
      }
      if (close === -1) return null;
      const value = text.slice(at + 1, close);
      row.push(doubled ? value.replaceAll('""', '"') : value);
      fieldEnd = close + 1;
      if (fieldEnd !== length && !text.startsWith(delimiter, fieldEnd) && !text.startsWith(newline, fieldEnd))
        return null;
    } else {
      const delimiterAt = text.indexOf(delimiter, at);
      let lineEnd = text.indexOf(newline, at);
      if (lineEnd === -1) lineEnd = length;
      fieldEnd = delimiterAt !== -1 && delimiterAt < lineEnd ? delimiterAt : lineEnd;
      row.push(text.slice(at, fieldEnd));
    }
    if (fieldEnd === length) return { row, end: length, endedByNewline: false };
    if (text.startsWith(delimiter, fieldEnd)) {
      at = fieldEnd + delimiter.length;
      continue;
    }
    return { row, end: fieldEnd + newline.length, endedByNewline: true };
  }
}
