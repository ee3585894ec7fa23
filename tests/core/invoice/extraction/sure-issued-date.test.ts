import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { verdictOf } from "../../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { documentFrom } from "./words";

function read(lines: readonly string[]): InvoiceExtraction {
  return extractInvoice(documentFrom(lines));
}

const TOTALS = ["Net total | 100.00 €", "VAT 19% | 19.00 €", "Total | 119.00 €"];

describe("the invoice date 'issued at' after the invoice number", () => {
  it("is sure when 'issued at / on' ties it to the labelled number", () => {
    for (const title of [
      "Invoice # RE-20190610/507 issued at 2019-06-10",
      "Invoice no. 507 issued on 2019-06-10",
      "Rechnung Nr. 507 ausgestellt am 10.06.2019",
    ]) {
      const extraction = read(["Bei Spiel GmbH", "Ecke 12", "12345 Stadthausen", title, ...TOTALS]);
      expect(extraction.fields.invoiceDate?.value, title).toBe("2019-06-10");
      expect(verdictOf(extraction, "invoiceDate"), title).toBe("sure");
    }
  });

  it("stays to check when the words tie it to another number, or the date reads two ways", () => {
    const order = read([
      "Bei Spiel GmbH",
      "Invoice number: 507",
      "Order AB321 issued at 2019-06-03",
      ...TOTALS,
    ]);
    expect(order.fields.invoiceDate?.value).toBe("2019-06-03");
    expect(verdictOf(order, "invoiceDate")).toBe("check");
    const slashed = read(["Bei Spiel GmbH", "Invoice no. 507 issued on 03/04/2019", ...TOTALS]);
    expect(slashed.fields.invoiceDate).toBeDefined();
    expect(verdictOf(slashed, "invoiceDate")).toBe("check");
  });
});
