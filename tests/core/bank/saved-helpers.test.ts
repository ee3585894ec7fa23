import { describe, expect, it } from "vitest";
import { groupByAccount, periodOf } from "../../../client/features/bank-statements/saved/group-by-account";
import type { SavedStatement } from "../../../client/features/bank-statements/saved/saved-api";
import { amountToCents } from "../../../worker/bank/amount-cents";
import { chunkRows, rowsPerInsert } from "../../../worker/bank/chunk-inserts";
import { detectBinaryKind } from "../../../worker/bank/upload-limits";

describe("amountToCents", () => {
  it("rounds exact amounts with up to five decimals half away from zero", () => {
    expect(amountToCents("1944.77655")).toBe(194478);
    expect(amountToCents("-0.12345")).toBe(-12);
    expect(amountToCents("-0.125")).toBe(-13);
    expect(amountToCents("0.00499")).toBe(0);
    expect(amountToCents("-1.57")).toBe(-157);
    expect(amountToCents("12345678901.99")).toBe(1234567890199);
  });

  it("throws on text that is not a canonical amount", () => {
    expect(() => amountToCents("1,50")).toThrow();
    expect(() => amountToCents("")).toThrow();
  });
});

describe("chunked inserts", () => {
  it("keeps every INSERT within D1's 100 bound parameters", () => {
    expect(rowsPerInsert(26)).toBe(3);
    expect(rowsPerInsert(28)).toBe(3);
    expect(rowsPerInsert(150)).toBe(1);
    const chunks = chunkRows(
      Array.from({ length: 1500 }, (_, i) => i),
      3,
    );
    expect(chunks).toHaveLength(500);
    expect(chunks.at(-1)).toEqual([1497, 1498, 1499]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});

describe("detectBinaryKind", () => {
  it("names binary files by their first bytes and lets text through", () => {
    expect(detectBinaryKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10]))).toBe("a PNG image");
    expect(detectBinaryKind(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toContain("ZIP");
    expect(detectBinaryKind(new TextEncoder().encode("%PDF-1.7"))).toBe("a PDF document");
    expect(detectBinaryKind(new TextEncoder().encode(":20:STARTUMS\r\n"))).toBeNull();
    expect(detectBinaryKind(new TextEncoder().encode("<?xml version"))).toBeNull();
    expect(detectBinaryKind(new Uint8Array())).toBeNull();
  });
});

function saved(overrides: Partial<SavedStatement>): SavedStatement {
  return {
    id: "a",
    documentId: "d",
    fileName: "f.sta",
    format: "mt940",
    filePosition: 0,
    statementRef: "REF",
    accountIban: "NL91ABNA0417164300",
    currency: "EUR",
    statementNumber: "1",
    statementSequence: "",
    openingDate: "2024-01-01",
    openingBalance: "1.00",
    closingDate: "2024-01-31",
    closingBalance: "2.00",
    firstBookingDate: "2024-01-02",
    lastBookingDate: "2024-01-30",
    moneyInCents: 100,
    moneyOutCents: 0,
    transactionCount: 1,
    reconciled: true,
    difference: "0.00",
    savedAt: "2024-02-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("groupByAccount", () => {
  it("groups per account and currency in the given order", () => {
    const groups = groupByAccount([
      saved({ id: "1" }),
      saved({ id: "2", currency: "USD" }),
      saved({ id: "3" }),
      saved({ id: "4", accountIban: "NL69INGB0123456789" }),
    ]);
    expect(groups.map((g) => [g.account, g.currency, g.statements.map((s) => s.id)])).toEqual([
      ["NL91ABNA0417164300", "EUR", ["1", "3"]],
      ["NL91ABNA0417164300", "USD", ["2"]],
      ["NL69INGB0123456789", "EUR", ["4"]],
    ]);
    expect(groupByAccount([])).toEqual([]);
  });

  it("takes the period from balances, else from booking dates", () => {
    expect(periodOf(saved({}))).toEqual({ from: "2024-01-01", to: "2024-01-31" });
    expect(periodOf(saved({ openingDate: null, closingDate: null }))).toEqual({
      from: "2024-01-02",
      to: "2024-01-30",
    });
  });
});
