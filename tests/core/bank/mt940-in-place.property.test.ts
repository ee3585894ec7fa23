import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStatementLine } from "../../../core/bank/mt940/parse-61";
import { parseInformation } from "../../../core/bank/mt940/parse-86";
import { parseMt940 } from "../../../core/bank/mt940/parse-mt940";
import { readStatementLine as oracleStatementLine } from "./support/mt940-oracle/parse-61";
import { parseInformation as oracleInformation } from "./support/mt940-oracle/parse-86";
import { parseMt940 as oracleParse } from "./support/mt940-oracle/parse-mt940";

/**
 * The reader reads :61: and :86: in place (positions in the file, line breaks skipped, values sliced
 * from the file). support/mt940-oracle is the reader as it was before, which joined each field's
 * lines into a copy first: on any text both must give exactly the same statements and warnings.
 */

/** Bits of :86: text: known and unknown tags, slashes, spaces, padding, odd characters. */
const INFO_PIECES = [
  "/EREF/",
  "/CNTP/",
  "/REMI/",
  "USTD//",
  "STRD/CUR/",
  "/NAME/",
  "/IBAN/",
  "/BIC/",
  "/TRTP/",
  "/MARF/",
  "/CSID/",
  "/PREF/",
  "/ULTD/",
  "/CDTRREF/",
  "/CDTRREFTP/",
  "/ABCDEFGHIJK/",
  "/SUM/",
  "/",
  "//",
  "NL91ABNA0417164300",
  "ABNANL2A",
  "Relatie B.V.",
  "NOTPROVIDED",
  "NONREF",
  " ",
  "  ",
  "\t",
  "\u00a0",
  "é",
  "a",
  "E2E-1",
  "?20",
  "105?00",
];

/** An :86: value: pieces joined, then wrapped at `width` with one line end, sometimes spaces at line ends. */
const information = fc
  .tuple(
    fc.array(fc.constantFrom(...INFO_PIECES), { maxLength: 24 }),
    fc.integer({ min: 1, max: 70 }),
    fc.constantFrom("\n", "\r\n", "\r", "\r\r\n", "\n\n"),
    fc.boolean(),
  )
  .map(([pieces, width, ending, padLines]) => {
    const text = pieces.join("");
    const lines: string[] = [];
    for (let start = 0; start < text.length; start += width) lines.push(text.slice(start, start + width));
    return lines.map((line) => (padLines ? `${line}  ` : line)).join(ending);
  });

/** A :61: value: mostly well-formed parts in random order and with random gaps. */
const statementLine = fc
  .tuple(
    fc.constantFrom("240102", "240230", "991231", "2401", "24010X", ""),
    fc.constantFrom("0102", "1231", "", "13", "0230"),
    fc.constantFrom("C", "D", "RC", "RD", "EC", "X", "CR", ""),
    fc.constantFrom(
      "12,50",
      "0,00",
      "0,05",
      "0,5",
      "00,50",
      "01,25",
      "1234,",
      "500",
      "1.5",
      "1,2,3",
      ",50",
      "1,505",
      "",
      " ",
      "\n12,50",
    ),
    fc.constantFrom("NTRF", "NMSC", "N01", "FCHG", "S 12", "NT1 ", "Né1 ", "N\t1 ", "XTRF", ""),
    fc.constantFrom(
      "NONREF",
      "EREF",
      "REF1",
      "REF1//BANK12345678901234567",
      "NL91ABNA0417164300  Naam",
      "  REF",
      " EREF ",
      "//B",
      "",
    ),
    fc.constantFrom("", "\nNL91ABNA0417164300 Naam", "\r\nextra details\r\nmore", "\n"),
  )
  .map((parts) => parts.join(""));

const fieldsOfStatement = fc
  .tuple(statementLine, information)
  .map(([line, info]) => `:61:${line}\n:86:${info}`);

/** A file: a header, transactions, a closing balance and an end marker, in one line-end style. */
const file = fc
  .tuple(
    fc.array(fieldsOfStatement, { minLength: 1, maxLength: 6 }),
    fc.constantFrom("\n", "\r\n", "\r"),
    fc.boolean(),
  )
  .map(([transactions, ending, envelope]) =>
    [
      envelope ? "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:" : "",
      ":20:STMT1",
      ":25:NL91ABNA0417164300EUR",
      ":28C:1/1",
      ":60F:C240101EUR100,00",
      ...transactions,
      ":62F:C240102EUR87,50",
      envelope ? "-}" : "-",
    ]
      .join("\n")
      .replace(/\n/g, ending),
  );

describe("the MT940 reader reads fields in place exactly as the reader that joined them first", () => {
  it("gives the same statements and warnings for random files of any line end", () => {
    fc.assert(
      fc.property(file, (text) => {
        expect(parseMt940(text, "random.sta")).toStrictEqual(oracleParse(text, "random.sta"));
      }),
      { numRuns: 1500 },
    );
  });

  it("reads random :86: text the same, in a file and on its own", () => {
    fc.assert(
      fc.property(information, (info) => {
        expect(parseInformation(info)).toStrictEqual(oracleInformation(info));
        const text = `:20:S\n:25:NL91ABNA0417164300\n:61:240102C1,00NTRF\n:86:${info}\n-`;
        expect(parseMt940(text, "one.sta")).toStrictEqual(oracleParse(text, "one.sta"));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads random :61: lines the same", () => {
    fc.assert(
      fc.property(statementLine, (line) => {
        expect(readStatementLine(line)).toStrictEqual(oracleStatementLine(line));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads arbitrary text, also of any characters, the same", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.string({ maxLength: 200, unit: "binary" }),
        (ascii, unicode) => {
          for (const body of [ascii, unicode]) {
            const text = `:20:S\n:61:240102C1,00NTRF\n:86:${body}\n:61:${body}\n:86:/NAME/${body}/REMI/${body}\n-`;
            expect(parseMt940(text, "any.sta")).toStrictEqual(oracleParse(text, "any.sta"));
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("reads a wrapped :86: value whose pieces are joined as one value, not kept as pieces", () => {
    const text =
      ":20:S\r\n:25:NL91ABNA0417164300\r\n:61:240102C1,00NTRF\r\n:86:/EREF/E2E-1//CNTP/NL91ABNA0417164300/ABNANL2A/Rel\r\natie Groot B.V.///REMI/USTD//factuur 1/\r\n-";
    const read = parseMt940(text, "wrap.sta");
    expect(read.ok && read.value.statements[0]?.transactions[0]?.counterpartyName).toBe("Relatie Groot B.V.");
    expect(read).toStrictEqual(oracleParse(text, "wrap.sta"));
  });
});
