import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceSummary } from "../../client/features/invoice-processor/invoice-types";
import { InvoicesTable } from "../../client/features/invoice-processor/invoices-table";
import { setPageLanguage } from "../../client/lib/i18n/current-language";
import { CATALOGUE } from "../../core/i18n/generated/nl";
import { registerCatalogue } from "../../core/i18n/translate";

const RECEIVED: InvoiceSummary = {
  id: "inv-peppol",
  status: "extracted",
  source: "peppol",
  fileName: "peppol-doc-1.xml",
  contentType: "application/xml",
  supplierName: "Drukkerij Noord B.V.",
  invoiceNumber: "PEPPOL-2026-001",
  invoiceDate: "2026-11-02",
  dueDate: "2026-12-02",
  currency: "EUR",
  totalCents: 151_250,
  vatCents: 26_250,
  emailSender: "0106:87654321",
  emailSubject: null,
  error: null,
  createdAt: 0,
};

function renderTable(invoices: InvoiceSummary[]): HTMLElement {
  render(
    <InvoicesTable invoices={invoices} selected={new Set()} onSelectedChange={vi.fn()} onOpen={vi.fn()} />,
  );
  return screen.getByRole("table");
}

describe("the invoice inbox names Peppol as the source of a received e-invoice", () => {
  afterEach(() => setPageLanguage("en"));

  it("shows 'Peppol from' the sender's participant id, like an e-mailed invoice's sender", () => {
    const table = renderTable([RECEIVED, { ...RECEIVED, id: "inv-2", emailSender: null }]);
    expect(within(table).getByText("Peppol from 0106:87654321")).toBeTruthy();
    expect(within(table).getByText("Peppol")).toBeTruthy();
    expect(within(table).queryByText("Upload")).toBeNull();
  });

  it("in Dutch: 'Peppol van' the participant id", () => {
    registerCatalogue("nl", CATALOGUE);
    setPageLanguage("nl");
    const table = renderTable([RECEIVED]);
    expect(within(table).getByText("Peppol van 0106:87654321")).toBeTruthy();
    expect(within(table).getByText("€ 1.512,50")).toBeTruthy();
  });
});
