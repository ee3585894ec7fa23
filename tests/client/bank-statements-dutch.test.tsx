import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FileWarnings } from "../../client/features/bank-statements/file-warnings";
import type { SavedStatement } from "../../client/features/bank-statements/saved/saved-api";
import { toCheckedStatement } from "../../client/features/bank-statements/saved/to-checked-statement";
import { StatementCard } from "../../client/features/bank-statements/statement-card";
import { TransactionsTable } from "../../client/features/bank-statements/transactions-table";
import type { BankTransaction } from "../../core/bank/model";
import { renderInDutch } from "./in-dutch";

const SAVED: SavedStatement = {
  id: "a",
  documentId: "d",
  fileName: "ing.sta",
  format: "mt940",
  filePosition: 0,
  statementRef: "REF",
  accountIban: "NL91ABNA0417164300",
  currency: "EUR",
  statementNumber: "7",
  statementSequence: "",
  openingDate: "2024-01-01",
  openingBalance: "1000.00",
  closingDate: "2024-01-31",
  closingBalance: "2234.56",
  firstBookingDate: "2024-01-03",
  lastBookingDate: "2024-01-03",
  moneyInCents: 123_456,
  moneyOutCents: 0,
  transactionCount: 1,
  reconciled: true,
  difference: "0.00",
  savedAt: "2024-02-01T00:00:00.000Z",
};

const TRANSACTION = {
  bookingDate: "2024-01-03",
  valueDate: "2024-01-03",
  amount: "1234.56",
  currency: "EUR",
  counterpartyName: "Klant & Zonen B.V.",
  counterpartyAccount: "NL69INGB0123456789",
  description: "Factuur 2024-001",
} as BankTransaction;

const ITEM = toCheckedStatement(SAVED, [TRANSACTION]);

describe("the bank statement converter in Dutch", () => {
  renderInDutch();

  it("shows the statement card with Dutch labels and € 1.234,56-style money", () => {
    render(<StatementCard item={ITEM} />);
    const card = screen.getByRole("article", { name: "Afschrift 7 van NL91ABNA0417164300" });
    expect(within(card).getByText("Beginsaldo")).toBeTruthy();
    expect(within(card).getByText("Eindsaldo")).toBeTruthy();
    expect(within(card).getByText("Sluitend")).toBeTruthy();
    expect(within(card).getByText("€ 2.234,56")).toBeTruthy();
    expect(within(card).getByText(/01-01-2024 – 31-01-2024 · 1 transactie$/)).toBeTruthy();
  });

  it("shows the transactions table with Dutch headers, amounts and search", () => {
    render(<TransactionsTable statements={[ITEM]} />);
    expect(screen.getByRole("heading", { name: "Transacties" })).toBeTruthy();
    for (const header of ["Datum", "Rekening", "Tegenrekening", "Omschrijving", "Bedrag"])
      expect(screen.getByRole("button", { name: header })).toBeTruthy();
    expect(screen.getByText("€ 1.234,56").tagName).toBe("TD");
    expect(screen.getByText("€ 1.234,56")).toBeTruthy();
    expect(screen.getByText("1 van 1 transacties")).toBeTruthy();
    expect(screen.getByLabelText("Transacties zoeken").getAttribute("placeholder")).toBe(
      "Naam, IBAN, omschrijving, bedrag",
    );
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Vorige pagina" }).disabled).toBe(true);
  });

  it("counts warnings per file in Dutch", () => {
    const warning = {
      statement: 1,
      line: 4,
      code: "second_closing",
      message: "a second closing balance (:62F:) in the statement; the later one is used.",
    } as const;
    render(
      <FileWarnings
        files={[
          { fileName: "ing.sta", format: "mt940", encoding: "utf-8", statementCount: 1, warnings: [warning] },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Omgezet met waarschuwingen" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "ing.sta (1 waarschuwing)" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Waarschuwingen voor ing.sta" })).toBeTruthy();
    expect(
      screen.getByText(
        "afschrift 1, regel 4: een tweede eindsaldo (:62F:) in het afschrift; het laatste is gebruikt.",
      ),
    ).toBeTruthy();
  });
});
