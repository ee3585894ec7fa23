import { expect, it, vi } from "vitest";
import type { Invoice } from "../../core/invoice/model";
import { writeUbl } from "../../core/invoice/ubl/write-ubl";
import { renderIssuedPdf } from "../../worker/issued-invoices/invoice-files";
import { draftInvoice, line } from "./support/issued-invoices";

vi.setConfig({ testTimeout: 120_000 });

const SUPPLIER: Invoice["supplier"] = {
  name: "Bakkerij De Gouden Korst B.V.",
  address: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country: "NL" },
  vatNumber: "NL123456782B01",
  kvk: "12345678",
  email: "info@goudenkorst.nl",
  iban: "NL91ABNA0417164300",
  kor: false,
};

function invoiceWith(count: number): Invoice {
  const lines = Array.from({ length: count }, (_, index) =>
    line({
      description: `Artikel ${index + 1}: bloem, suiker en één snufje zout`,
      vatRate: index % 2 ? "9" : "21",
    }),
  );
  return { ...draftInvoice({ lines }), supplier: SUPPLIER, number: `GK-${count}` };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// What issuing costs in workerd (docs/decisions/055): the first render in an isolate also
// deflates the embedded fonts; later ones reuse that stream. Printed for the ADR, and held to a
// budget far above the measured times so a regression that makes issuing impractical fails.
it("renders the PDF and UBL of a 1-line and a 500-line invoice within budget in the Worker runtime", async () => {
  const results: Record<
    string,
    { firstMs: number; medianPdfMs: number; medianUblMs: number; bytes: number }
  > = {};
  for (const count of [1, 500]) {
    const invoice = invoiceWith(count);
    const pdfTimes: number[] = [];
    const ublTimes: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const pdf = await renderIssuedPdf(invoice, null);
      const rendered = performance.now();
      writeUbl(invoice, { profile: "nlcius", pdf: { filename: "invoice.pdf", bytes: pdf } });
      ublTimes.push(performance.now() - rendered);
      pdfTimes.push(rendered - start);
      bytes = pdf.byteLength;
    }
    results[`${count}-line`] = {
      firstMs: Math.round(pdfTimes[0] ?? 0),
      medianPdfMs: Math.round(median(pdfTimes.slice(1))),
      medianUblMs: Math.round(median(ublTimes)),
      bytes,
    };
  }
  console.log("Issued invoice generation in workerd", results);
  for (const result of Object.values(results)) {
    expect(result.medianPdfMs).toBeLessThan(5_000);
    expect(result.bytes).toBeGreaterThan(1_000);
  }
});
