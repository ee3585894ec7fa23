import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ExportPanel } from "../../client/features/bank-statements/export-panel";
import { type BankStatement, emptyTransaction } from "../../core/bank/model";
import { renderInDutch } from "./in-dutch";

function statement(account: string, withBalances: boolean): BankStatement {
  return {
    fileName: "bunq.csv",
    format: "csv",
    statementId: "",
    account,
    currency: "EUR",
    number: "",
    sequence: "",
    openingBalance: withBalances ? { amount: "10.00", currency: "EUR", date: "2024-03-01" } : null,
    closingBalance: withBalances ? { amount: "6.50", currency: "EUR", date: "2024-03-01" } : null,
    closingAvailableBalance: null,
    transactions: [
      {
        ...emptyTransaction(),
        bookingDate: "2024-03-01",
        valueDate: "2024-03-01",
        amount: "-3.50",
        currency: "EUR",
      },
    ],
    location: "line 2",
  };
}

const WITH = statement("NL91ABNA0417164300", true);
const WITHOUT = statement("NL20INGB0001234567", false);

describe("CAMT.053 download from a file without balances", () => {
  it("asks for the opening balance before downloading, and passes the typed amount on", () => {
    const onExport = vi.fn();
    render(
      <ExportPanel
        accounts={[WITH.account, WITHOUT.account]}
        statements={[WITH, WITHOUT]}
        exporting={null}
        onExport={onExport}
      />,
    );
    const camt = screen.getByRole("button", { name: "Download CAMT.053 (version .001.08)" });
    fireEvent.click(camt);
    expect(onExport).not.toHaveBeenCalled();
    const input = screen.getByLabelText(/Opening balance of NL20INGB0001234567 at the start of/);
    expect(screen.getByText("Enter an amount such as 1.234,56 or -250,00.")).toBeTruthy();
    fireEvent.change(input, { target: { value: "1.234,56" } });
    fireEvent.click(camt);
    expect(onExport).toHaveBeenCalledWith("camt053-08", null, { 1: "1234.56" });
  });

  it("downloads MT940 and CAMT of a statement with balances without asking", () => {
    const onExport = vi.fn();
    render(
      <ExportPanel accounts={[WITH.account]} statements={[WITH]} exporting={null} onExport={onExport} />,
    );
    expect(screen.queryByRole("group", { name: "Balances needed for CAMT.053" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Download CAMT.053 (version .001.02)" }));
    expect(onExport).toHaveBeenCalledWith("camt053-02", null);
  });
});

describe("in Dutch", () => {
  renderInDutch();

  it("names the missing balance in Dutch", () => {
    render(
      <ExportPanel accounts={[WITHOUT.account]} statements={[WITHOUT]} exporting={null} onExport={vi.fn()} />,
    );
    expect(screen.getByRole("group", { name: "Saldi nodig voor CAMT.053" })).toBeTruthy();
    expect(
      screen.getByLabelText("Beginsaldo van NL20INGB0001234567 aan het begin van 01-03-2024"),
    ).toBeTruthy();
  });
});
