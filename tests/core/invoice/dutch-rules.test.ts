import { describe, expect, it } from "vitest";
import {
  checkDutchInvoiceRules,
  type DutchRuleFinding,
  hasBlockingFindings,
} from "../../../core/invoice/dutch-rules";
import { getExemptionWording } from "../../../core/invoice/i18n";
import type { Invoice } from "../../../core/invoice/model";
import { DUTCH_CUSTOMER, GERMAN_CUSTOMER, line, SUPPLIER, sampleInvoice } from "./sample-invoices";

function errors(invoice: Invoice): DutchRuleFinding[] {
  return checkDutchInvoiceRules(invoice).filter((finding) => finding.severity === "error");
}

function errorIds(invoice: Invoice): string[] {
  return errors(invoice).map((finding) => finding.id);
}

describe("art. 35a Wet OB checks", () => {
  it("accept a complete Dutch invoice", () => {
    expect(checkDutchInvoiceRules(sampleInvoice())).toEqual([]);
  });

  it.each([
    ["supplier name", { supplier: { ...SUPPLIER, name: " " } }, "NL-SUPPLIER-NAME", "supplier.name"],
    [
      "supplier street",
      { supplier: { ...SUPPLIER, address: { ...SUPPLIER.address, street: "" } } },
      "NL-SUPPLIER-ADDRESS",
      "supplier.address.street",
    ],
    [
      "supplier city",
      { supplier: { ...SUPPLIER, address: { ...SUPPLIER.address, city: "" } } },
      "NL-SUPPLIER-ADDRESS",
      "supplier.address.city",
    ],
    [
      "supplier postcode",
      { supplier: { ...SUPPLIER, address: { ...SUPPLIER.address, postcode: "1016" } } },
      "NL-SUPPLIER-ADDRESS-POSTCODE",
      "supplier.address.postcode",
    ],
    [
      "supplier BTW-id missing",
      { supplier: { ...SUPPLIER, vatNumber: "" } },
      "NL-SUPPLIER-VAT",
      "supplier.vatNumber",
    ],
    [
      "supplier BTW-id typo",
      { supplier: { ...SUPPLIER, vatNumber: "NL123456789B01" } },
      "NL-SUPPLIER-VAT",
      "supplier.vatNumber",
    ],
    ["supplier KvK", { supplier: { ...SUPPLIER, kvk: "1234" } }, "NL-SUPPLIER-KVK", "supplier.kvk"],
    ["IBAN", { supplier: { ...SUPPLIER, iban: "NL91ABNA0417164301" } }, "NL-PAYMENT-IBAN", "supplier.iban"],
    ["customer name", { customer: { ...DUTCH_CUSTOMER, name: "" } }, "NL-CUSTOMER-NAME", "customer.name"],
    [
      "customer address",
      { customer: { ...DUTCH_CUSTOMER, address: { ...DUTCH_CUSTOMER.address, street: "" } } },
      "NL-CUSTOMER-ADDRESS",
      "customer.address.street",
    ],
    [
      "customer VAT number format",
      { customer: { ...DUTCH_CUSTOMER, vatNumber: "DE12" } },
      "NL-CUSTOMER-VAT",
      "customer.vatNumber",
    ],
    ["invoice number", { number: "" }, "NL-NUMBER", "number"],
    ["invoice number without digits", { number: "ABC" }, "NL-NUMBER", "number"],
    ["issue date", { issueDate: "2025-02-30" }, "NL-ISSUE-DATE", "issueDate"],
    ["delivery date", { delivery: { kind: "date", date: "gisteren" } }, "NL-DELIVERY-DATE", "delivery"],
    [
      "delivery period order",
      { delivery: { kind: "period", start: "2025-03-10", end: "2025-03-01" } },
      "NL-DELIVERY-DATE",
      "delivery",
    ],
    ["due date before issue date", { dueDate: "2025-03-01" }, "NL-DUE-DATE", "dueDate"],
    ["currency", { currency: "euro" }, "NL-CURRENCY", "currency"],
    ["no lines", { lines: [] }, "NL-LINES", "lines"],
    [
      "line description",
      { lines: [line({ description: "" })] },
      "NL-LINE-DESCRIPTION",
      "lines.0.description",
    ],
    ["line quantity", { lines: [line({ quantity: "twee" })] }, "NL-LINE-QUANTITY", "lines.0.quantity"],
    ["line quantity zero", { lines: [line({ quantity: "0" })] }, "NL-LINE-QUANTITY", "lines.0.quantity"],
    ["line unit", { lines: [line({ unit: "XYZ" })] }, "NL-LINE-UNIT", "lines.0.unit"],
    ["line price", { lines: [line({ unitPrice: "1e3" })] }, "NL-LINE-PRICE", "lines.0.unitPrice"],
    ["negative price", { lines: [line({ unitPrice: "-5" })] }, "NL-LINE-PRICE", "lines.0.unitPrice"],
    [
      "discount above 100 %",
      { lines: [line({ discount: { kind: "percent", value: "120" } })] },
      "NL-LINE-DISCOUNT",
      "lines.0.discount",
    ],
    [
      "standard rate without rate",
      { lines: [line({ vatCategory: "S", vatRate: "0" })] },
      "NL-LINE-VAT-RATE",
      "lines.0.vatRate",
    ],
  ] as const)("require %s", (_, patch, id, field) => {
    const found = errors(sampleInvoice(patch as Partial<Invoice>));
    expect(found.map((finding) => finding.id)).toContain(id);
    const finding = found.find((candidate) => candidate.id === id);
    expect(finding?.field).toBe(field);
    expect(finding?.message.length).toBeGreaterThan(10);
  });

  it("warn about rates other than 21 % and 9 % and about foreign currencies", () => {
    const findings = checkDutchInvoiceRules(
      sampleInvoice({ currency: "USD", lines: [line({ vatRate: "19" })] }),
    );
    expect(findings.filter((finding) => finding.severity === "warning").map((finding) => finding.id)).toEqual(
      ["NL-CURRENCY-EUR-VAT", "NL-LINE-VAT-RATE"],
    );
    expect(hasBlockingFindings(findings)).toBe(false);
  });

  describe("reverse charge", () => {
    const reverse = (customer: Invoice["customer"]): Invoice =>
      sampleInvoice({ customer, lines: [line({ vatCategory: "AE", vatRate: "0" })] });

    it("needs the customer's VAT number", () => {
      expect(errorIds(reverse({ ...GERMAN_CUSTOMER, vatNumber: "" }))).toContain(
        "NL-REVERSE-CHARGE-CUSTOMER-VAT",
      );
      expect(errorIds(reverse(GERMAN_CUSTOMER))).toEqual([]);
    });

    it("prints 'btw verlegd' / 'VAT reverse charged'", () => {
      expect(getExemptionWording("AE", "nl", false)).toBe("Btw verlegd");
      expect(getExemptionWording("AE", "en", false)).toBe("VAT reverse charged");
    });
  });

  describe("intra-EU supply at 0 %", () => {
    const intraEu = (patch: Partial<Invoice>): Invoice =>
      sampleInvoice({
        customer: GERMAN_CUSTOMER,
        lines: [line({ vatCategory: "K", vatRate: "0" })],
        ...patch,
      });

    it("passes with a VAT number from another member state and a delivery date", () => {
      expect(errorIds(intraEu({}))).toEqual([]);
    });

    it("needs the customer's VAT number, from another EU country", () => {
      expect(errorIds(intraEu({ customer: { ...GERMAN_CUSTOMER, vatNumber: "" } }))).toContain(
        "NL-INTRA-EU-CUSTOMER-VAT",
      );
      expect(errorIds(intraEu({ customer: { ...GERMAN_CUSTOMER, vatNumber: "NL810433941B01" } }))).toContain(
        "NL-INTRA-EU-CUSTOMER-VAT",
      );
    });

    it("needs a customer in another EU country and the delivery date", () => {
      expect(errorIds(intraEu({ customer: DUTCH_CUSTOMER }))).toContain("NL-INTRA-EU-COUNTRY");
      expect(errorIds(intraEu({ delivery: null }))).toContain("NL-INTRA-EU-DELIVERY");
    });

    it("prints the intra-Community wording", () => {
      expect(getExemptionWording("K", "nl", false)).toContain("Intracommunautaire levering");
      expect(getExemptionWording("K", "en", false)).toContain("Intra-Community supply");
    });
  });

  describe("small business scheme (KOR)", () => {
    it("allows only exempt lines and prints the exemption wording", () => {
      const kor = sampleInvoice({
        supplier: { ...SUPPLIER, kor: true },
        lines: [line({ vatCategory: "E", vatRate: "0" })],
      });
      expect(errorIds(kor)).toEqual([]);
      expect(errorIds({ ...kor, lines: [line({ vatCategory: "S", vatRate: "21" })] })).toContain(
        "NL-KOR-NO-VAT",
      );
      expect(getExemptionWording("E", "nl", true)).toBe(
        "Vrijgesteld van omzetbelasting op grond van de kleineondernemersregeling",
      );
    });
  });

  describe("simplified invoice", () => {
    const simplified = (patch: Partial<Invoice>): Invoice =>
      sampleInvoice({
        simplified: true,
        customer: { ...DUTCH_CUSTOMER, address: { street: "", postcode: "", city: "", country: "NL" } },
        lines: [line({ quantity: "1", unitPrice: "91.74", vatRate: "9" })],
        ...patch,
      });

    it("may leave out the customer's address up to €100 including VAT", () => {
      expect(errorIds(simplified({}))).toEqual([]);
    });

    it("is refused above €100 including VAT", () => {
      expect(
        errorIds(simplified({ lines: [line({ quantity: "1", unitPrice: "91.75", vatRate: "9" })] })),
      ).toContain("NL-SIMPLIFIED-LIMIT");
    });

    it("is refused for reverse charge and intra-EU supplies", () => {
      const ids = errorIds(
        simplified({
          customer: GERMAN_CUSTOMER,
          lines: [line({ vatCategory: "AE", vatRate: "0", unitPrice: "10" })],
        }),
      );
      expect(ids).toContain("NL-SIMPLIFIED-NOT-ALLOWED");
    });
  });

  describe("credit notes", () => {
    it("reference the invoice they correct", () => {
      const creditNote = sampleInvoice({ kind: "credit-note", precedingInvoice: null });
      expect(errorIds(creditNote)).toContain("NL-CREDIT-REFERENCE");
      expect(errorIds({ ...creditNote, precedingInvoice: { number: "2025-0042", issueDate: "" } })).toEqual(
        [],
      );
      expect(
        errorIds({ ...creditNote, precedingInvoice: { number: "2025-0042", issueDate: "14-03-2025" } }),
      ).toContain("NL-CREDIT-REFERENCE");
    });
  });

  it("refuse mixing 'outside the scope of VAT' with other lines", () => {
    expect(errorIds(sampleInvoice({ lines: [line(), line({ vatCategory: "O", vatRate: "" })] }))).toContain(
      "NL-OUTSIDE-SCOPE-MIXED",
    );
  });
});
