import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  classifyRecord,
  RECORD_FORMATTED,
  RECORD_FORMULAS,
  RECORD_UNCHANGED,
  type RecordKind,
} from "../../../client/features/dedupe/record-scan";

/**
 * The record patterns the cleaned-CSV writer used before the scanner, kept here as its oracle: the
 * scanner must decide exactly what they decided, or the cleaned files would change.
 */
function oraclePatterns(delimiter: string): { unchanged: RegExp; formulas: RegExp } {
  const d = delimiter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const inClass = delimiter === "\t" ? "\\t" : d;
  const plain = `(?:[^\\s"=+\\-@\\0${inClass}](?:[^"\\r\\n\\0${inClass}]*[^\\s"\\0${inClass}])?)?`;
  const signed = `[-+]\\d[\\d.${delimiter === "," ? "" : ","}]*`;
  const needsQuotes = `(?:[^"]|"")*?(?:${d}|"")| |(?:[^"]|"")*\\s"`;
  const quoted = `"(?![\\t\\r\\n=+\\-@\\0])(?=${needsQuotes})(?:[^"\\r\\n\\0]|"")*"`;
  const formula = `[=+\\-@](?:[^"\\r\\n\\0${inClass}]*[^\\s"\\0${inClass}])?`;
  const field = `(?:${quoted}|${signed}|${plain})`;
  const unquoted = `(?:${signed}|${plain}|${formula})`;
  return {
    unchanged: new RegExp(`${field}(?:${d}${field})*(?=[\\r\\n]|$)`, "y"),
    formulas: new RegExp(`${unquoted}(?:${d}${unquoted})*(?=[\\r\\n]|$)`, "y"),
  };
}

function classifyByPatterns(text: string, start: number, end: number, delimiter: string): RecordKind {
  const patterns = oraclePatterns(delimiter);
  const matches = (pattern: RegExp): boolean => {
    pattern.lastIndex = start;
    return pattern.test(text) && pattern.lastIndex === end;
  };
  if (matches(patterns.unchanged)) return RECORD_UNCHANGED;
  if (matches(patterns.formulas)) return RECORD_FORMULAS;
  return RECORD_FORMATTED;
}

const DELIMITERS = [",", ";", "\t", "|"] as const;
/** Characters that decide a field's fate, plus ordinary, accented and astral ones. */
const PIECES = [
  "a",
  "Z",
  "7",
  "0",
  ".",
  ",",
  ";",
  "\t",
  "|",
  " ",
  '"',
  '""',
  "=",
  "+",
  "-",
  "@",
  "\r",
  "\n",
  "\r\n",
  "\0",
  "\u00a0",
  "\u2003",
  "\u3000",
  "\ufeff",
  "\u000b",
  "é",
  "ß",
  "Ø",
  "€",
  "😀",
  "\ud83d",
  "+31 6 1234",
  "-12.5",
  "+3,5",
  "=SUM(A1)",
  "Straße 1",
];

const piece = fc.constantFrom(...PIECES);
/** A field: bare pieces, or the same wrapped in quotes. */
const field = fc.tuple(fc.array(piece, { maxLength: 5 }), fc.boolean()).map(([parts, quoted]) => {
  const body = parts.join("");
  return quoted ? `"${body}"` : body;
});
const record = fc.array(field, { minLength: 1, maxLength: 5 });
/** What follows the record in the file: a line break, the end of the text, or something else. */
const after = fc.constantFrom("", "\r\n", "\n", "\r", "x", '"');

describe("classifyRecord (the cleaned-CSV writer's record check)", () => {
  it("decides what the old record patterns decided, for random records and delimiters", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DELIMITERS),
        record,
        after,
        fc.constantFrom("", "x,y\r\n"),
        (delimiter, fields, tail, head) => {
          const body = fields.join(delimiter);
          const text = `${head}${body}${tail}`;
          const start = head.length;
          const end = start + body.length;
          const separator = delimiter.charCodeAt(0);
          expect(classifyRecord(text, start, end, separator)).toBe(
            classifyByPatterns(text, start, end, delimiter),
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("copies clean records and marks only formula-like fields", () => {
    const kind = (text: string): RecordKind => classifyRecord(text, 0, text.length, 0x3b);
    expect(kind("Jansen;Amsterdam;-12,5")).toBe(RECORD_UNCHANGED);
    expect(kind('"de Vries; Jan";"a ""b"""')).toBe(RECORD_UNCHANGED);
    expect(kind("Jansen;+31 6 1234 5678;é😀")).toBe(RECORD_FORMULAS);
    expect(kind('"Jansen";x')).toBe(RECORD_FORMATTED);
    expect(kind("Jansen ;x")).toBe(RECORD_FORMATTED);
    expect(kind('"+31";x')).toBe(RECORD_FORMATTED);
    expect(kind('"open;x')).toBe(RECORD_FORMATTED);
  });
});
