import { describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import {
  applyRememberedMapping,
  csvHeaderSignature,
  csvMappingSchema,
} from "../../../core/bank/csv/mapping-memory";

/** A bank we do not know, whose header words mislead: "Saldo" is the amount, "Bedrag" the running balance. */
const EXPORT = `Datum;Saldo;Bedrag;Wie
01-03-2024;-10,00;90,00;Shop
02-03-2024;5,00;95,00;Klant
`;

function read(text: string, csvMapping?: CsvMapping): { amounts: string[]; mapping: CsvMapping } {
  const result = convertBankFile("bank.csv", new TextEncoder().encode(text), { csvMapping });
  if (!result.ok || !result.value.csv) throw new Error("not read");
  const amounts = result.value.statements.flatMap((s) => s.transactions.map((t) => t.amount));
  return { amounts, mapping: result.value.csv };
}

describe("a corrected CSV mapping, remembered per layout", () => {
  it("reads the next export of the same layout right, even with a preamble line more", () => {
    const first = read(EXPORT);
    const corrected: CsvMapping = { ...first.mapping, roles: ["date", "amount", "balanceAfter", "name"] };
    expect(read(EXPORT, corrected).amounts).toEqual(["-10.00", "5.00"]);
    const next = `Rekeningoverzicht maart\n${EXPORT}`;
    const fresh = read(next).mapping;
    expect(csvHeaderSignature(fresh)).toBe(csvHeaderSignature(corrected));
    const applied = applyRememberedMapping(fresh, corrected);
    expect(applied?.headerRow).toBe(1);
    expect(applied && read(next, applied).amounts).toEqual(["-10.00", "5.00"]);
  });

  it("does not apply a mapping to another layout", () => {
    const corrected: CsvMapping = {
      bank: "",
      headerRow: 0,
      headers: ["Date", "Amount"],
      roles: ["date", "amount"],
    };
    const other: CsvMapping = { ...corrected, headers: ["Date", "Total"] };
    expect(applyRememberedMapping(other, corrected)).toBeNull();
    expect(
      applyRememberedMapping(
        { ...corrected, headers: ["Date", "Amount", "X"], roles: ["date", "amount", null] },
        corrected,
      ),
    ).toBeNull();
  });

  it("refuses mappings without a date or an amount, or with unknown roles", () => {
    const base = { bank: "", headerRow: 0, headers: ["A", "B"] };
    expect(csvMappingSchema.safeParse({ ...base, roles: ["date", "amount"] }).success).toBe(true);
    expect(csvMappingSchema.safeParse({ ...base, roles: ["date", "name"] }).success).toBe(false);
    expect(csvMappingSchema.safeParse({ ...base, roles: ["amount", null] }).success).toBe(false);
    expect(csvMappingSchema.safeParse({ ...base, roles: ["date", "__proto__"] }).success).toBe(false);
    expect(csvMappingSchema.safeParse({ ...base, roles: ["date"] }).success).toBe(false);
  });
});
