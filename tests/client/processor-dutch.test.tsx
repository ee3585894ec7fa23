import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChecksList } from "../../client/features/invoice-ocr/checks-list";
import { collectEdits } from "../../client/features/invoice-processor/field-values";
import type { InvoiceSummary } from "../../client/features/invoice-processor/invoice-types";
import { InvoicesTable } from "../../client/features/invoice-processor/invoices-table";
import { PeriodTotals } from "../../client/features/invoice-processor/period-totals";
import { RecentInvoices } from "../../client/features/invoice-processor/recent-invoices";
import { UploadZone } from "../../client/features/invoice-processor/upload-zone";
import { runCrossChecks } from "../../core/invoice/extraction/cross-checks";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

const INVOICE: InvoiceSummary = {
  id: "inv-1",
  status: "extracted",
  source: "email",
  fileName: "factuur-001.pdf",
  contentType: "application/pdf",
  supplierName: "Bakkerij De Gouden Korst",
  invoiceNumber: "2025-001",
  invoiceDate: "2025-03-09",
  dueDate: "2025-04-08",
  currency: "EUR",
  totalCents: 123_456,
  vatCents: 21_426,
  emailSender: "facturen@goudenkorst.nl",
  emailSubject: null,
  error: null,
  paymentStatus: "paid",
  createdAt: 0,
};

describe("the invoice processor in Dutch", () => {
  it("lists invoices with Dutch headings, statuses, dates and € 1.234,56 amounts", () => {
    render(
      <InvoicesTable invoices={[INVOICE]} selected={new Set()} onSelectedChange={vi.fn()} onOpen={vi.fn()} />,
    );
    const table = screen.getByRole("table", { name: "Facturen" });
    for (const heading of [
      "Leverancier",
      "Nummer",
      "Datum",
      "Vervaldatum",
      "Btw",
      "Totaal",
      "Status",
      "Bron",
    ])
      expect(within(table).getByRole("columnheader", { name: heading })).toBeTruthy();
    expect(within(table).getByText("€ 1.234,56")).toBeTruthy();
    expect(within(table).getByText("€ 214,26")).toBeTruthy();
    expect(within(table).getByText("9 mrt 2025")).toBeTruthy();
    expect(within(table).getByText("Uitgelezen")).toBeTruthy();
    expect(within(table).getByText("E-mail van facturen@goudenkorst.nl")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Alle facturen selecteren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "factuur-001.pdf controleren" })).toBeTruthy();
  });

  it("shows the processor list, totals per period and the upload zone in Dutch", () => {
    render(
      <>
        <RecentInvoices invoices={[INVOICE]} selectedId={null} onSelect={vi.fn()} />
        <PeriodTotals
          totals={[
            { period: "2025-Q1", currency: "EUR", count: 1200, totalCents: 123_456, vatCents: 21_426 },
          ]}
          period="quarter"
          onPeriodChange={vi.fn()}
        />
        <UploadZone onUploaded={vi.fn()} />
      </>,
    );
    expect(screen.getByRole("table", { name: "Uw facturen" })).toBeTruthy();
    const totals = screen.getByRole("region", { name: "Totalen per kwartaal" });
    expect(within(totals).getByText("K1 2025")).toBeTruthy();
    expect(within(totals).getByText("1.200")).toBeTruthy();
    expect(within(totals).getByText("€ 1.234,56")).toBeTruthy();
    expect(screen.getByText("Sleep facturen hierheen of kies bestanden")).toBeTruthy();
  });

  it("shows the review's cross-checks in Dutch", () => {
    const { checks } = runCrossChecks(
      {
        subtotalCents: { value: 10_000, confidence: 0.9, source: null },
        supplierIban: { value: "NL92ABNA0417164300", confidence: 0.9, source: null },
        dueDate: { value: "2025-04-08", confidence: 0.9, source: null },
      },
      [{ rate: "21", baseCents: 10_000, vatCents: 2_000, confidence: 0.9, source: null }],
      [],
    );
    render(<ChecksList checks={checks} />);
    expect(screen.getByText("Btw tegen 21% klopt niet met tarief × grondslag.")).toBeTruthy();
    expect(screen.getByText("Controlecijfers van het IBAN kloppen niet.")).toBeTruthy();
    expect(screen.getByText("Geen factuurdatum gevonden om met de vervaldatum te vergelijken.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(not|found|the|VAT|IBAN check)\b/);
  });

  it("accepts a Dutch amount when a field is corrected and explains a wrong one in Dutch", () => {
    const extraction = { fields: {} } as unknown as InvoiceExtraction;
    expect(collectEdits(extraction, { totalCents: "1.234,56" })).toEqual({
      ok: true,
      value: { totalCents: 123_456 },
    });
    const wrong = collectEdits(extraction, { totalCents: "twaalf" });
    expect(wrong.ok ? null : wrong.error.message).toBe("Totaal: Vul een bedrag in, zoals 1234,56.");
  });
});
