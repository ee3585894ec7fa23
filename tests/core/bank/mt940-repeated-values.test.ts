import { describe, expect, it } from "vitest";
import type { BankTransaction } from "../../../core/bank/model";
import { parseMt940 } from "../../../core/bank/mt940/parse-mt940";

/**
 * The reader reuses what repeats from row to row: the dates of a :61: written as the line before,
 * and the counterparty accounts and BICs read before (one string per value). Each row must still
 * read exactly what it says, also when it differs from the row before in a single character.
 */

function rows(lines: readonly string[]): BankTransaction[] {
  const text = [
    ":20:S",
    ":25:NL91ABNA0417164300",
    ":60F:C240101EUR100,00",
    ...lines,
    ":62F:C240131EUR100,00",
    "-",
  ];
  const read = parseMt940(text.join("\r\n"), "repeat.sta");
  if (!read.ok) throw new Error("refused");
  return read.value.statements.flatMap((statement) => statement.transactions);
}

describe("values repeated from row to row", () => {
  it("gives each row its own counterparty account and BIC when they differ only in the middle", () => {
    const parties = [
      ["NL91ABNA0417164300", "ABNANL2A"],
      ["NL91INGB0417164300", "ABNBNL2A"],
      ["NL91RABO0417164300", "ABNCNL2A"],
    ] as const;
    const lines = [0, 1, 0, 2, 2, 1, 0].flatMap((party) => {
      const [iban, bic] = parties[party] ?? parties[0];
      return [":61:2401020102D1,00NTRFNONREF", `:86:/CNTP/${iban}/${bic}/Naam ${party}/Plaats/`];
    });
    const read = rows(lines).map((row) => [row.counterpartyAccount, row.counterpartyBic]);
    expect(read).toEqual([0, 1, 0, 2, 2, 1, 0].map((party) => [...(parties[party] ?? parties[0])]));
  });

  it("reads /IBAN/ and /BIC/ tags of alternating parties, and a wrapped account, as written", () => {
    const read = rows([
      ":61:2401020102C1,00NTRFNONREF",
      ":86:/IBAN/NL91ABNA0417164300/BIC/ABNANL2A/NAME/Een/",
      ":61:2401020102C1,00NTRFNONREF",
      ":86:/IBAN/NL91INGB0417164300/BIC/ABNBNL2A/NAME/Twee/",
      ":61:2401020102C1,00NTRFNONREF",
      ":86:/IBAN/NL91ABNA04171\r\n64300/BIC/ABNANL2A/NAME/Drie/",
    ]);
    expect(read.map((row) => row.counterpartyAccount)).toEqual([
      "NL91ABNA0417164300",
      "NL91INGB0417164300",
      "NL91ABNA0417164300",
    ]);
    expect(read.map((row) => row.counterpartyBic)).toEqual(["ABNANL2A", "ABNBNL2A", "ABNANL2A"]);
  });

  it("reads the dates of every line, whether or not they repeat the line before's", () => {
    const read = rows([
      ":61:2401020102D1,00NTRFNONREF",
      ":61:2401020102D1,00NTRFNONREF",
      ":61:2401020103D1,00NTRFNONREF",
      ":61:2401030103D1,00NTRFNONREF",
      ":61:2312310102D1,00NTRFNONREF",
      ":61:2312310102D1,00NTRFNONREF",
      ":61:240103D1,00NTRFNONREF",
      ":61:2401030103D1,00NTRFNONREF",
    ]);
    expect(read.map((row) => [row.valueDate, row.bookingDate])).toEqual([
      ["2024-01-02", "2024-01-02"],
      ["2024-01-02", "2024-01-02"],
      ["2024-01-02", "2024-01-03"],
      ["2024-01-03", "2024-01-03"],
      ["2023-12-31", "2024-01-02"],
      ["2023-12-31", "2024-01-02"],
      ["2024-01-03", "2024-01-03"],
      ["2024-01-03", "2024-01-03"],
    ]);
  });

  it("says again for a repeated line that its dates were corrected, each time", () => {
    const text = [
      ":20:S",
      ":25:NL91ABNA0417164300",
      ":60F:C240101EUR100,00",
      ":61:2402300230D1,00NTRFNONREF",
      ":61:2402300230D1,00NTRFNONREF",
      ":62F:C240229EUR98,00",
      "-",
    ].join("\n");
    const read = parseMt940(text, "clamped.sta");
    if (!read.ok) throw new Error("refused");
    const notes = read.value.warnings.filter((warning) => warning.code === "transaction_note");
    expect(notes.map((warning) => warning.line)).toEqual([4, 5]);
    expect(read.value.statements[0]?.transactions.map((row) => row.valueDate)).toEqual([
      "2024-02-29",
      "2024-02-29",
    ]);
  });

  it("reads the type code and references of every line, whether or not they repeat the line before's", () => {
    const read = rows([
      ":61:2401020102D1,00NTRFNONREF",
      ":61:2401020102D1,00NTRFNONREF",
      ":61:2401020102D1,00NMSCNONREF",
      ":61:2401020102D1,00NMSCNONREF",
      ":61:2401020102D1,00NMSCREF1",
      ":61:2401020102D1,00NMSCREF1//B2",
      ":61:2401020102D1,00NMSCREF1//B3",
      ":61:2401020102D1,00NTRFNONREF",
    ]);
    expect(read.map((row) => [row.bankTransactionCode, row.customerReference, row.bankReference])).toEqual([
      ["NTRF", "", ""],
      ["NTRF", "", ""],
      ["NMSC", "", ""],
      ["NMSC", "", ""],
      ["NMSC", "REF1", ""],
      ["NMSC", "REF1", "B2"],
      ["NMSC", "REF1", "B3"],
      ["NTRF", "", ""],
    ]);
  });

  it("says for each line with an unknown type code that it is not a type code", () => {
    const text = [
      ":20:S",
      ":25:NL91ABNA0417164300",
      ":60F:C240101EUR100,00",
      ":61:2401020102D1,00XTRFNONREF",
      ":61:2401020102D1,00XTRFNONREF",
      ":62F:C240102EUR98,00",
      "-",
    ].join("\n");
    const read = parseMt940(text, "type.sta");
    if (!read.ok) throw new Error("refused");
    const notes = read.value.warnings.filter((warning) => warning.code === "transaction_note");
    expect(notes.map((warning) => warning.line)).toEqual([4, 5]);
  });
});
