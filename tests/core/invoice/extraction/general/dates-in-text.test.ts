import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("dates printed in sentences and titles", () => {
  it("reads the issue date after the invoice number in a title (vom / issued at / du)", () => {
    const dateOf = (title: string): string | undefined =>
      extractInvoice(documentFrom(["Stylesheet-Version 2.0 vom 18.10.2018", title])).fields.invoiceDate
        ?.value;
    expect(dateOf("Handelsrechnung Nr. 471102 vom 05.03.2018")).toBe("2018-03-05");
    expect(dateOf("Invoice # RE-20190610/507 issued at 2019-06-10")).toBe("2019-06-10");
    expect(dateOf("Facture n° FA-2017-0010 du 13/11/2017")).toBe("2017-11-13");
  });
  it("reads the due date from payment terms, not the cash-discount date", () => {
    const due = (text: string): string | undefined =>
      extractInvoice(documentFrom([text])).fields.dueDate?.value;
    expect(
      due("Zahlbar innerhalb 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013"),
    ).toBe("2013-04-04");
    expect(due("Bitte überweisen Sie bis zum 30.05.2017.")).toBe("2017-05-30");
    expect(due("Please remit until 2020-12-12 .")).toBe("2020-12-12");
    expect(due("Gelieve te betalen vóór 1 maart 2024")).toBe("2024-03-01");
  });
});
