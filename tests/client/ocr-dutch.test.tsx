import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChecksList } from "../../client/features/invoice-ocr/checks-list";
import { DocumentPreview } from "../../client/features/invoice-ocr/document-preview";
import { exportCsv } from "../../client/features/invoice-ocr/export-result";
import { FieldsForm } from "../../client/features/invoice-ocr/fields-form";
import { LineItemsTable } from "../../client/features/invoice-ocr/line-items-table";
import { PageProgressList } from "../../client/features/invoice-ocr/page-progress";
import { runCrossChecks } from "../../core/invoice/extraction/cross-checks";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

const EXTRACTION = {
  method: "ocr",
  fields: {
    totalCents: { value: 123_456, confidence: 0.62, source: null },
    currency: { value: "EUR", confidence: 0.99, source: null, verdict: "sure" },
  },
  vatLines: [{ rate: "21", baseCents: 102_030, vatCents: 21_426, confidence: 0.9, source: null }],
  lineItems: [
    {
      description: "Brood",
      quantity: "2",
      unitPriceCents: 51_015,
      vatRate: "21",
      amountCents: 102_030,
      confidence: 0.9,
      source: null,
    },
  ],
  checks: [{ id: "totals", outcome: "pass", message: "Subtotal plus VAT equals the total." }],
} as unknown as InvoiceExtraction;

describe("the OCR demo in Dutch", () => {
  it("labels the fields, how sure they are, the VAT, line items and checks in Dutch with € 1.234,56", () => {
    render(
      <>
        <FieldsForm extraction={EXTRACTION} values={{}} onChange={vi.fn()} onFocusField={vi.fn()} />
        <LineItemsTable extraction={EXTRACTION} />
        <ChecksList checks={EXTRACTION.checks} />
      </>,
    );
    expect(screen.getByLabelText("Totaal")).toBeTruthy();
    expect(screen.getByLabelText("Btw-id (btw-nummer)")).toBeTruthy();
    expect(screen.getByText("Controleer dit")).toBeTruthy();
    expect(screen.getByText("✓ zeker")).toBeTruthy();
    expect(screen.getAllByText("niet gevonden").length).toBeGreaterThan(0);
    expect(screen.getByText("Btw 21%: € 214,26 over € 1.020,30")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Omschrijving" })).toBeTruthy();
    expect(screen.getByText("€ 510,15")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Controles" })).toBeTruthy();
    expect(screen.getByText("Geslaagd")).toBeTruthy();
  });

  it("words the cross-checks in Dutch, amounts as € 1.234,56", () => {
    const { checks } = runCrossChecks(
      {
        subtotalCents: { value: 102_030, confidence: 0.9, source: null },
        vatTotalCents: { value: 21_426, confidence: 0.9, source: null },
        totalCents: { value: 123_000, confidence: 0.9, source: null },
        invoiceDate: { value: "2026-03-09", confidence: 0.9, source: null },
      },
      [],
      [],
    );
    render(<ChecksList checks={checks} />);
    expect(
      screen.getByText("Subtotaal € 1.020,30 plus btw € 214,26 is niet het totaal € 1.230,00."),
    ).toBeTruthy();
    expect(screen.getByText("Geen vervaldatum gevonden om met de factuurdatum te vergelijken.")).toBeTruthy();
    expect(screen.getByText("Geen IBAN gevonden.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(not|found|the|VAT)\b|\d\.\d\d\b/);
  });

  it("shows OCR progress per page and the e-invoice note in Dutch", () => {
    render(
      <>
        <PageProgressList pages={[{ page: 1, label: "Tekst lezen", progress: 0.5 }]} />
        <DocumentPreview pages={[]} boxes={[]} />
      </>,
    );
    expect(screen.getByText("Pagina 1: Tekst lezen")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Pagina 1" })).toBeTruthy();
    expect(
      screen.getByText("Een e-factuur heeft geen paginabeeld: de velden worden exact gelezen."),
    ).toBeTruthy();
  });

  it("writes the CSV download's own headings in Dutch and keeps amounts machine-readable", () => {
    const rows = exportCsv(EXTRACTION, { totalCents: "1234.56" })
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(rows[0]).toBe("Veld,Waarde,Zekerheid");
    expect(rows).toContain("Totaal,1234.56,0.62");
    expect(rows).toContain("Btw 21%,214.26,0.90");
    expect(rows).toContain("Omschrijving,Aantal,Prijs per stuk,Btw-tarief,Bedrag");
  });
});
