import { describe, expect, it } from "vitest";
import { checkBatch } from "../../../core/bank/checks";
import type { BankStatement, ParsedFile } from "../../../core/bank/model";
import { convertText } from "./helpers";

/** Deviations found on real statements (issue 30), each written here in the bank's own layout. */
function read(text: string): ParsedFile {
  const result = convertText("real.sta", text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function abnStatement(number: string, opening: string, closing: string, amount: string): string {
  return [
    "ABNANL2A",
    "940",
    "ABNANL2A",
    ":20:ABN AMRO BANK NV",
    ":25:417164300",
    `:28:${number}/1`,
    `:60F:C110522EUR${opening}`,
    `:61:1105230523D${amount}N422NONREF`,
    ":86:GIRO   428428 KPN - DIGITENNE    BETALINGSKENM.  000000042188659",
    "5314606715                       BETREFT FACTUUR D.D. 20-05-2011",
    `:62F:C110523EUR${closing}`,
    "-",
  ].join("\r\n");
}

describe("real-file gaps: what real statements showed the readers got wrong", () => {
  it("reads an end marker written after a space (' -') without running it into the closing balance", () => {
    const text =
      ":20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n:61:2401020102D10,00NTRFNONREF\n:86:Shop\n:62F:C240102EUR90,00\n -\n";
    const file = read(text);
    expect(file.statements[0]?.closingBalance?.amount).toBe("90.00");
    expect(file.warnings).toEqual([]);
  });

  it("takes ABN AMRO's betalingskenmerk out of the counterparty into the payment reference", () => {
    const t = read(abnStatement("17501", "100,00", "89,00", "11,00")).statements[0]?.transactions[0];
    expect(t?.counterpartyName).toBe("KPN - DIGITENNE");
    expect(t?.creditorReference).toBe("000000042188659");
    expect(t?.counterpartyAccount).toBe("428428");
  });

  it("closes up the spaces ABN AMRO pads counterparty names with", () => {
    const text =
      ":20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n:61:2401020102D10,00N426NONREF\n:86:52.89.39.882                    MYCOM    DEN HAAG     \n:62F:C240102EUR90,00\n";
    const t = read(text).statements[0]?.transactions[0];
    expect(t?.counterpartyName).toBe("MYCOM DEN HAAG");
    expect(t?.counterpartyAccount).toBe("528939882");
  });

  it("trusts balances that chain exactly over statement numbers that skip (ABN AMRO)", () => {
    const first = read(abnStatement("17501", "100,00", "89,00", "11,00")).statements;
    const second = read(abnStatement("17601", "89,00", "78,00", "11,00")).statements;
    const issues = checkBatch([...first, ...second] as BankStatement[]);
    expect(issues.filter((issue) => issue.kind === "gap")).toEqual([]);
  });

  it("still reports missing statements when the numbers skip and the balances do not chain", () => {
    const first = read(abnStatement("17501", "100,00", "89,00", "11,00")).statements;
    const second = read(abnStatement("17601", "50,00", "39,00", "11,00")).statements;
    const issues = checkBatch([...first, ...second] as BankStatement[]);
    expect(issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/statements 17502 to 17600 are missing/),
    ]);
  });
});

describe("ABN AMRO's 32-character 'Key: value' blocks in MT940", () => {
  it("reads the counterparty, IBAN, BIC and description out of the blocks, names without padding", () => {
    const pad = (text: string): string => text.padEnd(32, " ");
    const info = `${pad("SEPA OVERBOEKING")}${pad("IBAN: NL02ABNA0123456789")}${pad("BIC: ABNANL2A")}${pad("NAAM: J SMITH")}OMSCHRIJVING: nota 12`;
    const lines = info.match(/.{1,65}/g) ?? [];
    const text = `:20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n:61:2401020102D10,00N658NONREF\n:86:${lines.join("\n")}\n:62F:C240102EUR90,00\n`;
    const t = read(text).statements[0]?.transactions[0];
    expect(t).toMatchObject({
      counterpartyName: "J SMITH",
      counterpartyAccount: "NL02ABNA0123456789",
      counterpartyBic: "ABNANL2A",
      description: "nota 12",
    });
  });
});
