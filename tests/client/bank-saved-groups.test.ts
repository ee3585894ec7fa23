import { describe, expect, it } from "vitest";
import { groupByAccount, periodOf } from "../../client/features/bank-statements/saved/group-by-account";
import type { SavedStatement } from "../../client/features/bank-statements/saved/saved-api";

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
