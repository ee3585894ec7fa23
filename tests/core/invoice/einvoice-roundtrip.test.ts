import { describe, expect, it } from "vitest";
import { readEInvoice, readEmbeddedEInvoice } from "../../../core/invoice/extraction/einvoice/read-einvoice";
import { extractInvoice } from "../../../core/invoice/extraction/extract-invoice";
import { readPdf } from "../../../core/invoice/extraction/pdf/read-pdf";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { renderFacturXPdf } from "../../../core/invoice/facturx/render-facturx-pdf";
import { writeCii } from "../../../core/invoice/facturx/write-cii";
import type { Invoice } from "../../../core/invoice/model";
import { calculateTotals } from "../../../core/invoice/totals";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { normaliseVatNumber } from "../../../core/validation/btw-id";
import { generatedInvoiceSet } from "./einvoice-sample-set";
import { loadFontAssets } from "./font-assets";

const SET = generatedInvoiceSet();

/** The fields an invoice was made from, as the reader reports them. */
function expectedFields(invoice: Invoice): Record<string, unknown> {
  const totals = calculateTotals(invoice);
  const cents = (value: bigint): number => Number(value);
  return {
    documentType: invoice.kind,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issueDate,
    dueDate: invoice.dueDate || undefined,
    currency: invoice.currency,
    supplierName: invoice.supplier.name,
    supplierVatId: normaliseVatNumber(invoice.supplier.vatNumber) || undefined,
    supplierIban: invoice.supplier.iban,
    customerName: invoice.customer.name,
    customerVatId: normaliseVatNumber(invoice.customer.vatNumber) || undefined,
    paymentReference: invoice.paymentReference,
    subtotalCents: cents(totals.taxExclusive),
    vatTotalCents: cents(totals.vatTotal),
    totalCents: cents(totals.taxInclusive),
    amountDueCents: cents(totals.payable),
    prepaidCents: totals.prepaid === 0n ? undefined : cents(totals.prepaid),
    lineAmounts: totals.lines.map((line) => cents(line.net)),
  };
}

function readFields(extraction: InvoiceExtraction): Record<string, unknown> {
  const { fields } = extraction;
  return {
    documentType: fields.documentType?.value,
    invoiceNumber: fields.invoiceNumber?.value,
    invoiceDate: fields.invoiceDate?.value,
    dueDate: fields.dueDate?.value,
    currency: fields.currency?.value,
    supplierName: fields.supplierName?.value,
    supplierVatId: fields.supplierVatId?.value,
    supplierIban: fields.supplierIban?.value,
    customerName: fields.customerName?.value,
    customerVatId: fields.customerVatId?.value,
    paymentReference: fields.paymentReference?.value,
    subtotalCents: fields.subtotalCents?.value,
    vatTotalCents: fields.vatTotalCents?.value,
    totalCents: fields.totalCents?.value,
    amountDueCents: fields.amountDueCents?.value,
    prepaidCents: fields.prepaidCents?.value,
    lineAmounts: extraction.lineItems.map((line) => line.amountCents),
  };
}

describe("round trip of the generated invoice set", () => {
  for (const syntax of ["UBL Peppol", "UBL SI-UBL", "CII"] as const) {
    it(`reads every ${syntax} invoice back to the fields it was made from`, () => {
      for (const { name, invoice } of SET) {
        const xml =
          syntax === "CII"
            ? writeCii(invoice)
            : writeUbl(invoice, { profile: syntax === "UBL Peppol" ? "peppol" : "nlcius" });
        const result = readEInvoice(xml);
        if (!result.ok) throw new Error(`${name}: ${result.error}`);
        expect({ name, ...readFields(result.value) }).toEqual({ name, ...expectedFields(invoice) });
        expect(result.value.checks.filter((check) => check.outcome === "fail")).toEqual([]);
      }
    });
  }

  it("embeds the CII in the PDF (Factur-X) and the extractor reads it back exactly, and the text layer too", async () => {
    const assets = loadFontAssets();
    let textLayerFields = 0;
    let textLayerRight = 0;
    for (const { name, invoice } of SET) {
      const pdf = await renderFacturXPdf(invoice, { ...assets, logo: null });
      const read = await readPdf(pdf);
      if (!read.ok) throw new Error(`${name}: ${read.error}`);
      expect(read.value.attachments.map((attachment) => attachment.name)).toEqual(["factur-x.xml"]);
      const embedded = readEmbeddedEInvoice(read.value.attachments);
      if (!embedded?.ok) throw new Error(`${name}: the embedded XML does not read`);
      expect({ name, ...readFields(embedded.value) }).toEqual({ name, ...expectedFields(invoice) });
      // The text layer goes through the extraction code path; its accuracy is measured, not assumed.
      const text = readFields(extractInvoice(read.value.document, "text-layer"));
      const expected = expectedFields(invoice);
      for (const field of ["invoiceNumber", "invoiceDate", "totalCents", "currency"]) {
        textLayerFields++;
        if (text[field] === expected[field]) textLayerRight++;
      }
    }
    console.log(
      `Text layer of the generated PDFs: ${textLayerRight} of ${textLayerFields} headline fields right.`,
    );
    expect(textLayerRight / textLayerFields).toBeGreaterThanOrEqual(0.75);
  }, 300_000);
});
