import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

const OWN = {
  name: "Northwind Traders B.V.",
  vatId: "NL123456782B01",
  kvk: "12345678",
  iban: "NL91ABNA0417164300",
};

/** An invoice where the buyer (the user) is printed first and most prominently, as in a window envelope. */
const INVOICE = documentFrom([
  "Northwind Traders BV",
  "BTW NL123456782B01",
  "IBAN NL91 ABNA 0417 1643 00",
  "KvK 12345678",
  { y: 200, text: "Drukkerij Noord" },
  "VAT DE136695976",
  "IBAN DE88 2008 0000 0970 3757 00",
  "Invoice number | D-77",
  "Total | 121,00",
  { y: 780, text: "Page 1 of 1" },
]);

describe("the user's own company is never the supplier", () => {
  it("without the profile, the prominent buyer is mistaken for the supplier (the failure this guards against)", () => {
    const fields = extractInvoice(INVOICE).fields;
    expect(fields.supplierVatId?.value).toBe("NL123456782B01");
  });
  it("with the profile, own name, VAT id, IBAN and KvK go to the buyer and the other party is the supplier", () => {
    const fields = extractInvoice(INVOICE, "text-layer", { ownCompany: OWN }).fields;
    expect(fields.supplierVatId?.value).toBe("DE136695976");
    expect(fields.supplierIban?.value).toBe("DE88200800000970375700");
    expect(fields.supplierKvk).toBeUndefined();
    expect(fields.supplierName?.value).toBe("Drukkerij Noord");
    expect(fields.customerName?.value).toBe("Northwind Traders BV");
    expect(fields.customerVatId?.value).toBe("NL123456782B01");
  });
});
