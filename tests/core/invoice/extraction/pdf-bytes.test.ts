import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countObjectHeaders,
  findStreamStarts,
  readDictionaryBefore,
} from "../../../../core/invoice/extraction/pdf/pdf-bytes";

/** What the budget check matched in a windows-1252 string of the whole file before it read bytes. */
const OBJECT_HEADER = /\d{1,10}\s+\d{1,5}\s+obj\b/g;
const STREAM_START = /\bstream\r?\n/g;

function asText(bytes: Uint8Array): string {
  return new TextDecoder("latin1").decode(bytes);
}

/** Bytes drawn mostly from the tokens the scanner looks for, so matches and near misses are common. */
const pdfLike = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "obj",
        " obj",
        "12 0 obj",
        "1 123456 obj",
        "objx",
        "stream\n",
        "stream\r\n",
        "endstream\n",
      ),
      fc.constantFrom(
        " ",
        "\n",
        "\r",
        "\t",
        "\u00a0",
        "\u0085",
        "0",
        "7",
        "a",
        "_",
        "<<",
        "/Type /ObjStm /N 5",
      ),
      fc.uint8Array({ maxLength: 6 }).map((bytes) => asText(bytes)),
    ),
    { maxLength: 60 },
  )
  .map((parts) => Uint8Array.from(parts.join(""), (char) => char.charCodeAt(0) & 0xff));

describe("the PDF budget check reads tokens from the bytes, not a copy of the file as text", () => {
  it("counts object headers as the old whole-file pattern did", () => {
    fc.assert(
      fc.property(pdfLike, (bytes) => {
        expect(countObjectHeaders(bytes, 1_000)).toBe([...asText(bytes).matchAll(OBJECT_HEADER)].length);
      }),
      { numRuns: 2_000 },
    );
  });

  it("finds the same stream starts and dictionaries", () => {
    fc.assert(
      fc.property(pdfLike, (bytes) => {
        const text = asText(bytes);
        const expected = [...text.matchAll(STREAM_START)].map((match) => ({
          keyword: match.index,
          data: match.index + match[0].length,
          dictionary: text.slice(
            Math.max(text.lastIndexOf("obj", match.index), match.index - 4096, 0),
            match.index,
          ),
        }));
        const found = [...findStreamStarts(bytes)].map((start) => ({
          ...start,
          dictionary: readDictionaryBefore(bytes, start.keyword),
        }));
        expect(found).toEqual(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it("stops counting one past the limit", () => {
    const flood = new TextEncoder().encode("1 0 obj\n".repeat(100));
    expect(countObjectHeaders(flood, 10)).toBe(11);
  });
});
