import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseMt940 } from "../../../core/bank/mt940/parse-mt940";
import { joinLines } from "../../../core/bank/mt940/tokenize";

const pieces = fc.array(fc.constantFrom("a", "/", " ", "\r", "\n", "\r\n", "\r\r\n", "\n\n", "/NAME/", "é"), {
  maxLength: 30,
});

describe("the MT940 reader's hand-written fast paths read what the regular expressions did", () => {
  it("joins continuation lines of any line ending exactly as replacing /\\r?\\n/ would", () => {
    fc.assert(
      fc.property(pieces, fc.constantFrom("", " "), (parts, separator) => {
        const value = parts.join("");
        expect(joinLines(value, separator)).toBe(value.replace(/\r?\n/g, separator));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a file with old Mac line ends (lone CRs) after CRLF lines the same as its LF form", () => {
    const lines = [
      ":20:STMT1",
      ":25:NL91ABNA0417164300",
      ":28C:1/1",
      ":60F:C240101EUR100,00",
      ":61:2401020102D12,50NTRFNONREF",
      ":86:/EREF/E2E-1//NAME/Winkel BV/REMI/USTD//factuur 12/",
      ":62F:C240102EUR87,50",
      "-",
    ];
    const mixed = `${lines.slice(0, 4).join("\r\n")}\r\n${lines.slice(4).join("\r")}\r`;
    const read = parseMt940(mixed, "mac.sta");
    const plain = parseMt940(`${lines.join("\n")}\n`, "mac.sta");
    expect(read).toEqual(plain);
    expect(read.ok && read.value.statements[0]?.transactions[0]?.description).toBe("factuur 12");
  });
});
