import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("an account number only where one is printed", () => {
  it("takes no IBAN from a German VAT id followed by the register number", () => {
    const extraction = extractInvoice(
      documentFrom([
        "MUSTERLIEFERANT GMBH",
        "Beleg-Nr | : RK21012345",
        "Endbetrag | -8,79",
        "MUSTERLIEFERANT GMBH | Geschäftsführung: | USt-IdNr: DE123456789 | HRB Nr. 372876",
      ]),
    );
    expect(extraction.fields.supplierIban).toBeUndefined();
    expect(extraction.fields.supplierVatId?.value).toBe("DE123456789");
  });

  it("still shows a German IBAN whose check digits fail, to be checked", () => {
    const extraction = extractInvoice(
      documentFrom(["Lieferant GmbH", "Rechnungsnummer | 471102", "IBAN DE09 7009 0100 1234 5678 90"]),
    );
    expect(extraction.fields.supplierIban).toMatchObject({
      value: "DE09700901001234567890",
      verdict: "check",
    });
  });
});
