import { describe, expect, it } from "vitest";
import { checkBatch, checkStatement } from "../../../core/bank/checks";
import type { BankStatement } from "../../../core/bank/model";
import { firstStatement, row } from "./helpers";

function statement(fields: Partial<BankStatement>): BankStatement {
  return {
    fileName: "a.sta",
    format: "mt940",
    statementId: "X",
    account: "NL91ABNA0417164300",
    currency: "EUR",
    number: "1",
    sequence: "",
    openingBalance: { amount: "100.00", currency: "EUR", date: "2024-01-01" },
    closingBalance: { amount: "150.00", currency: "EUR", date: "2024-01-02" },
    closingAvailableBalance: null,
    transactions: [
      row({ amount: "60.00", currency: "EUR", bookingDate: "2024-01-02" }),
      row({ amount: "-10.00", currency: "EUR", bookingDate: "2024-01-02" }),
    ],
    location: "line 1",
    ...fields,
  };
}

describe("statement checks", () => {
  it("reconciles opening + transactions = closing exactly", () => {
    expect(checkStatement(statement({}))).toEqual({
      moneyIn: "60.00",
      moneyOut: "10.00",
      expectedClosing: "150.00",
      difference: "0.00",
      reconciled: true,
      from: "2024-01-01",
      to: "2024-01-02",
      foreignCurrencyRows: 0,
    });
  });

  it("shows the difference when it does not add up", () => {
    const check = checkStatement(
      statement({ closingBalance: { amount: "150.01", currency: "EUR", date: "2024-01-02" } }),
    );
    expect(check).toMatchObject({ reconciled: false, difference: "0.01" });
  });

  it("cannot reconcile without balances", () => {
    expect(checkStatement(statement({ openingBalance: null })).reconciled).toBeNull();
  });

  it("flags a row in another currency", () => {
    const s = statement({ transactions: [row({ amount: "50.00", currency: "USD" })] });
    expect(checkStatement(s)).toMatchObject({ reconciled: false, foreignCurrencyRows: 1 });
    expect(checkBatch([s]).map((i) => i.kind)).toEqual(["foreign-currency-rows"]);
  });
});

describe("batch checks", () => {
  it("finds a statement loaded twice", () => {
    const s = firstStatement("ing.sta");
    const issues = checkBatch([s, { ...s, fileName: "copy.sta" }]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.kind).toBe("duplicate-statement");
    expect(issues[0]?.message).toBe(
      "The statement number 00000 of account NL69INGB0123456789 was loaded twice (ing.sta line 2 and copy.sta line 2); it is counted once in the checks below.",
    );
  });

  it("finds missing statement numbers and broken balance chains", () => {
    const first = statement({ number: "4" });
    const fifth = statement({
      number: "7",
      openingBalance: { amount: "140.00", currency: "EUR", date: "2024-01-03" },
      closingBalance: { amount: "190.00", currency: "EUR", date: "2024-01-04" },
    });
    expect(checkBatch([fifth, first]).map((i) => i.message)).toEqual([
      "Account NL91ABNA0417164300: statements 5 to 6 are missing between statement 4 and statement 7.",
    ]);
    // Numbers that skip while the balances chain exactly: nothing is missing (real-file-gaps.test.ts).
    const chained = { ...fifth, openingBalance: { amount: "150.00", currency: "EUR", date: "2024-01-03" } };
    expect(checkBatch([chained, first])).toEqual([]);
    const unnumbered = statement({
      number: "",
      openingBalance: { amount: "140.00", currency: "EUR", date: "2024-01-03" },
      closingBalance: { amount: "190.00", currency: "EUR", date: "2024-01-04" },
    });
    expect(checkBatch([statement({ number: "" }), unnumbered]).map((i) => i.kind)).toEqual(["balance-break"]);
  });

  it("notes mixed currencies across the batch", () => {
    const issues = checkBatch([
      statement({}),
      statement({ account: "X", currency: "USD", transactions: [] }),
    ]);
    expect(issues[0]).toMatchObject({ kind: "mixed-currencies", currencies: ["EUR", "USD"] });
  });
});
