import { describe, expect, it } from "vitest";
import { canonicaliseInvoice } from "../../../core/invoice/canonical";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import type { EInvoiceProfile, Invoice } from "../../../core/invoice/model";
import { readUbl } from "../../../core/invoice/ubl/read-ubl";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { GERMAN_CUSTOMER, line, longInvoice, SUPPLIER, sampleInvoice } from "./sample-invoices";

const PROFILES: EInvoiceProfile[] = ["nlcius", "peppol"];

/** The model fields UBL cannot carry: the reader restores defaults for them. */
function comparable(original: Invoice, profile: EInvoiceProfile): Invoice {
  const invoice = canonicaliseInvoice(original);
  return {
    ...invoice,
    simplified: false,
    precedingInvoice: invoice.precedingInvoice && {
      number: invoice.precedingInvoice.number,
      issueDate: profile === "peppol" ? invoice.precedingInvoice.issueDate : "",
    },
  };
}

const CASES: Record<string, Invoice> = {
  "three rates with a discount": sampleInvoice(),
  "English, amount discount, delivery period": sampleInvoice({
    language: "en",
    delivery: { kind: "period", start: "2025-02-01", end: "2025-02-28" },
    lines: [line({ discount: { kind: "amount", value: "5" }, vatRate: "21", unit: "MON" })],
  }),
  "reverse charge to a German customer": sampleInvoice({
    customer: GERMAN_CUSTOMER,
    lines: [line({ vatCategory: "AE", vatRate: "0", description: "Installatie koelcel" })],
  }),
  "intra-EU supply": sampleInvoice({
    customer: GERMAN_CUSTOMER,
    lines: [line({ vatCategory: "K", vatRate: "0", description: "Broodvormen" })],
  }),
  "KOR supplier": sampleInvoice({
    supplier: { ...SUPPLIER, kor: true },
    lines: [line({ vatCategory: "E", vatRate: "0" })],
  }),
  "credit note": sampleInvoice({
    kind: "credit-note",
    number: "C-2025-0003",
    precedingInvoice: { number: "2025-0042", issueDate: "2025-03-14" },
  }),
  "another currency, no delivery date, RF payment reference": sampleInvoice({
    currency: "USD",
    delivery: null,
    paymentReference: "RF18539007547034",
  }),
  "export outside the EU": sampleInvoice({
    customer: {
      name: "Hudson Bakery Supplies Inc.",
      address: { street: "1 Main Street", postcode: "10001", city: "New York", country: "US" },
      vatNumber: "",
      kvk: "",
      email: "ap@hudson.example",
      peppolId: "0088:5790000435975",
    },
    lines: [line({ vatCategory: "G", vatRate: "0" })],
  }),
  "escaping and diacritics": sampleInvoice({
    notes: 'Prijs "incl." <montage> & transport — één keer\r\nTweede regel',
    lines: [line({ description: "Crème brûlée & <taart> 'speciaal'" })],
  }),
};

describe("UBL round trip", () => {
  for (const profile of PROFILES) {
    for (const [name, invoice] of Object.entries(CASES)) {
      it(`${profile}: ${name} parses back to the same invoice and validates`, () => {
        const xml = writeUbl(invoice, { profile });
        const parsed = readUbl(xml, invoice.language);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(parsed.value.invoice).toEqual(comparable(invoice, profile));
        expect(parsed.value.profile).toBe(profile);
        const report = validateEInvoice(xml);
        if (!report.ok) throw new Error(report.error);
        expect(report.value.findings).toEqual([]);
      });
    }
  }

  it("round-trips a 500-line invoice", () => {
    const invoice = longInvoice(500);
    const parsed = readUbl(writeUbl(invoice, { profile: "nlcius" }));
    expect(parsed.ok && parsed.value.invoice).toEqual(comparable(invoice, "nlcius"));
  });

  it("embeds the PDF as a base64 attachment and reads it back byte for byte", () => {
    const bytes = new Uint8Array(Array.from({ length: 1000 }, (_, index) => (index * 37) % 256));
    const xml = writeUbl(sampleInvoice(), {
      profile: "nlcius",
      pdf: { filename: "invoice-2025-0042.pdf", bytes },
    });
    expect(xml).toContain('mimeCode="application/pdf"');
    const parsed = readUbl(xml);
    expect(parsed.ok && parsed.value.pdf?.bytes).toEqual(bytes);
  });
});
