import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FindingsPanel } from "../../client/features/invoice-generator/findings-panel";
import { LinesEditor } from "../../client/features/invoice-generator/lines-editor";
import { InvoiceList } from "../../client/features/invoice-generator/signed-in/invoice-list";
import { TotalsPanel } from "../../client/features/invoice-generator/totals-panel";
import { wordValidatorError } from "../../client/features/invoice-generator/validator-errors";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import type { IssuedInvoiceSummary } from "../../core/invoice/issued-invoice";
import { createEmptyLine } from "../../core/invoice/model";
import type { InvoiceTotals } from "../../core/invoice/totals";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

/** Intl puts a no-break space after €; what a reader sees is a space. */
function shown(testId: string): string {
  return (screen.getByTestId(testId).textContent ?? "").replace(/\u00a0/g, " ");
}

const SUMMARY: IssuedInvoiceSummary = {
  id: "a".repeat(26),
  kind: "invoice",
  status: "draft",
  number: null,
  correctsInvoiceId: null,
  customerName: "Café De Zwaan",
  issueDate: "2026-03-14",
  dueDate: "2026-03-28",
  currency: "EUR",
  totalExclCents: 102_030,
  vatCents: 21_426,
  totalInclCents: 123_456,
  sentAt: null,
  paidAt: null,
  hasPdf: false,
  hasUbl: false,
  paymentStatus: "open",
  paidCents: 0,
  createdAt: 0,
  updatedAt: 0,
};

describe("the invoice generator in Dutch", () => {
  it("shows totals with Dutch labels and € 1.234,56 amounts", () => {
    const totals = {
      lines: [],
      breakdown: [{ category: "S", rate: "21", taxable: 102_030n, vat: 21_426n }],
      taxExclusive: 102_030n,
      vatTotal: 21_426n,
      taxInclusive: 123_456n,
    } as unknown as InvoiceTotals;
    render(<TotalsPanel totals={totals} currency="EUR" />);
    expect(screen.getByRole("heading", { name: "Totalen" })).toBeTruthy();
    expect(screen.getByText("Totaal incl. btw")).toBeTruthy();
    expect(shown("total-incl-vat")).toBe("€ 1.234,56");
    expect(shown("total-excl-vat")).toBe("€ 1.020,30");
  });

  it("labels the invoice lines and the checks in Dutch", () => {
    render(
      <>
        <LinesEditor
          lines={[createEmptyLine()]}
          nets={[123_456n]}
          currency="EUR"
          kor={false}
          onChange={vi.fn()}
          errorFor={() => undefined}
        />
        <FindingsPanel dutch={[]} einvoice={[]} pdfReady />
      </>,
    );
    expect(screen.getByLabelText("Regel 1 omschrijving")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Btw verlegd" })).toBeTruthy();
    expect(screen.getByText("€ 1.234,56")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Regel toevoegen" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Klaar: deze factuur voldoet/);
  });

  it("lists the signed-in user's invoices in Dutch", () => {
    render(
      <InvoiceList
        invoices={[SUMMARY]}
        total={1}
        loading={false}
        status=""
        search=""
        busyId={null}
        offset={0}
        onOffsetChange={vi.fn()}
        onStatusChange={vi.fn()}
        onSearchChange={vi.fn()}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Mijn facturen" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Uw facturen (1)" });
    expect(within(table).getByText("Concept")).toBeTruthy();
    expect(within(table).getByText("€ 1.234,56")).toBeTruthy();
    expect(within(table).getByText("14 mrt 2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Openen concept voor Café De Zwaan" })).toBeTruthy();
  });
});

describe("the e-invoice validator's refusals in Dutch", () => {
  it("says in Dutch why a file is no e-invoice it can check", () => {
    const refusal = (xml: string): string => {
      const result = validateEInvoice(xml);
      return result.ok ? "" : wordValidatorError(result.error);
    };
    expect(refusal('<?xml version="1.0"?><Order xmlns="urn:x"/>')).toBe(
      "Deze XML is geen UBL 2.1-Invoice/CreditNote en geen CII-CrossIndustryInvoice.",
    );
    expect(refusal('<!DOCTYPE x [<!ENTITY a "b">]><x/>')).toBe(
      "XML met een DOCTYPE of entiteitsdeclaraties wordt geweigerd.",
    );
    expect(refusal("<Invoice><ID>1</Invoice>")).toMatch(/^Dit is geen goed opgebouwde XML \(regel 1\): /);
  });
});
