import { describe, expect, it } from "vitest";
import { buildBalanceSeries } from "../../../core/bank/balance-series";
import { convertFixture } from "./helpers";

describe("balance over time", () => {
  it("gives end-of-day balances per account from the opening balance and booked rows", () => {
    const statements = [
      ...convertFixture("generic-swift.sta").statements,
      ...convertFixture("camt052-v08.xml").statements,
    ];
    expect(buildBalanceSeries(statements)).toEqual([
      {
        account: "BANKBEBB/123456789012",
        currency: "USD",
        points: [
          { date: "2024-04-30", balance: "-100.00" },
          { date: "2024-05-01", balance: "900.00" },
          { date: "2024-05-02", balance: "899.50" },
        ],
      },
      {
        account: "NL91ABNA0417164300",
        currency: "EUR",
        // The pending entry of 3 February is not part of the balance.
        points: [{ date: "2024-02-02", balance: "75.00" }],
      },
    ]);
  });

  it("skips statements without an opening balance", () => {
    expect(buildBalanceSeries(convertFixture("camt054-v08.xml").statements)).toEqual([]);
  });
});
