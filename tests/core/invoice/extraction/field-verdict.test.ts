import { describe, expect, it } from "vitest";
import { readEInvoice } from "../../../../core/invoice/extraction/einvoice/read-einvoice";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { fieldsToCheck, verdictOf } from "../../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction } from "../../../../core/invoice/extraction/types";
import { documentFrom } from "./words";

const HEADER = [
  "Bakkerij Jansen B.V.",
  "Dorpsstraat 1",
  "1234 AB Utrecht",
  "Factuur",
  "Factuurnummer: 2024-0042",
  "Factuurdatum: 15-03-2024",
];
const FOOTER = ["Bakkerij Jansen B.V. · KvK 12345678 · BTW NL001234567B01 · IBAN NL91ABNA0417164300"];

function read(lines: readonly string[]): InvoiceExtraction {
  return extractInvoice(documentFrom(lines));
}

describe("sure or check per field", () => {
  it("marks totals sure when net plus VAT is the total, and all three check when they do not add up", () => {
    const adds = read([
      ...HEADER,
      "Subtotaal | € 100,00",
      "BTW 21% | € 21,00",
      "Totaal | € 121,00",
      ...FOOTER,
    ]);
    expect(verdictOf(adds, "subtotalCents")).toBe("sure");
    expect(verdictOf(adds, "vatTotalCents")).toBe("sure");
    expect(verdictOf(adds, "totalCents")).toBe("sure");
    const off = read([
      ...HEADER,
      "Subtotaal | € 100,00",
      "BTW 21% | € 21,00",
      "Totaal | € 112,00",
      ...FOOTER,
    ]);
    expect(verdictOf(off, "totalCents")).toBe("check");
    expect(verdictOf(off, "subtotalCents")).toBe("check");
  });

  it("marks a labelled date sure only when it reads one way", () => {
    const dotted = read([...HEADER, "Totaal | € 121,00"]);
    expect(dotted.fields.invoiceDate?.value).toBe("2024-03-15");
    expect(verdictOf(dotted, "invoiceDate")).toBe("sure");
    const slashed = read([
      "Bakkerij Jansen B.V.",
      "Invoice number: 42",
      "Invoice date: 03/04/2024",
      "Total | € 121.00",
    ]);
    expect(slashed.fields.invoiceDate).toBeDefined();
    expect(verdictOf(slashed, "invoiceDate")).toBe("check");
  });

  it("marks the supplier name sure on its legal line, and checksummed identifiers sure", () => {
    const extraction = read([...HEADER, "Totaal | € 121,00", ...FOOTER]);
    expect(extraction.fields.supplierName?.value).toBe("Bakkerij Jansen B.V.");
    expect(verdictOf(extraction, "supplierName")).toBe("sure");
    expect(verdictOf(extraction, "supplierIban")).toBe("sure");
    expect(verdictOf(extraction, "invoiceNumber")).toBe("sure");
    expect(verdictOf(extraction, "supplierAddress")).toBe("check");
  });

  it("leaves a VAT id to check when the page prints another one nobody assigned", () => {
    const extraction = read([
      "Webshop Ltd",
      "Invoice number: 1001",
      "VAT Number | DE355369209",
      "Total | € 99.00",
      "VAT of Webshop Ltd ATU72706128",
    ]);
    expect(extraction.fields.supplierVatId).toBeDefined();
    expect(verdictOf(extraction, "supplierVatId")).toBe("check");
  });

  it("leaves an invoice number to check when it was joined around a glyph the text layer could not name", () => {
    const document = documentFrom(["Webshop Ltd", "Invoice number: 76253815\u00000004", "Total | € 99.00"]);
    const extraction = extractInvoice(document);
    expect(extraction.fields.invoiceNumber?.value).toBe("76253815-0004");
    expect(verdictOf(extraction, "invoiceNumber")).toBe("check");
  });

  it("marks every field of an e-invoice sure", () => {
    const xml = `<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"><cbc:ID>INV-1</cbc:ID><cbc:IssueDate>2024-03-15</cbc:IssueDate><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode><cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Acme B.V.</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty><cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">121.00</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount></cac:LegalMonetaryTotal></Invoice>`;
    const read = readEInvoice(xml);
    if (!read.ok) throw new Error(read.error);
    expect(Object.keys(read.value.fields).length).toBeGreaterThan(3);
    expect(fieldsToCheck(read.value)).toEqual([]);
  });

  it("derives the verdict of a row stored before verdicts, from the extraction alone", () => {
    const stored = read([
      ...HEADER,
      "Subtotaal | € 100,00",
      "BTW 21% | € 21,00",
      "Totaal | € 121,00",
      ...FOOTER,
    ]);
    const old: InvoiceExtraction = {
      ...stored,
      fields: Object.fromEntries(
        Object.entries(stored.fields).map(([name, field]) => [name, { ...field, verdict: undefined }]),
      ),
    };
    expect(verdictOf(old, "totalCents")).toBe("sure");
    // The legal line needs the page, which a stored row does not keep: such a field is checked.
    expect(verdictOf(old, "supplierName")).toBe("check");
    // A value a person typed (confidence 1) is sure.
    const typed = {
      ...old,
      fields: { ...old.fields, supplierName: { value: "Jansen", confidence: 1, source: null } },
    };
    expect(verdictOf(typed, "supplierName")).toBe("sure");
  });
});
