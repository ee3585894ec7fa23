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

// The Worker runtime renders a 1-line and a 500-line invoice into a real PDF and a UBL with every
// line. How long that takes is measured in tests/bench/invoice-generator.bench.ts (issue 14 item 13:
// no test asserts wall-clock time).
it("renders the PDF and UBL of a 1-line and a 500-line invoice in the Worker runtime", async () => {
  const sizes: number[] = [];
  for (const count of [1, 500]) {
    const invoice = invoiceWith(count);
    const pdf = await renderIssuedPdf(invoice, null);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const ubl = writeUbl(invoice, { profile: "nlcius", pdf: { filename: "invoice.pdf", bytes: pdf } });
    expect(ubl.match(/<cac:InvoiceLine>/g)).toHaveLength(count);
    expect(ubl).toContain("<cbc:EmbeddedDocumentBinaryObject");
    sizes.push(pdf.byteLength);
  }
  // 500 lines run over several pages: more bytes than one line (the embedded fonts dominate both).
  expect(sizes[1]).toBeGreaterThan((sizes[0] ?? 0) + 20_000);
});
