import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicaliseInvoice } from "../../../core/invoice/canonical";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import { parseInvoice } from "../../../core/invoice/invoice-schema";
import type { Invoice, InvoiceLine } from "../../../core/invoice/model";
import { readUbl } from "../../../core/invoice/ubl/read-ubl";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { line, sampleInvoice } from "./sample-invoices";

/** Text people type, including XML-special characters, diacritics and astral symbols; no leading/trailing space. */
const text = fc
  .string({
    unit: fc.constantFrom("a", "Z", "é", "Ĳ", "ß", "€", "&", "<", ">", '"', "'", " ", "1", "🍰", "-"),
    minLength: 1,
    maxLength: 30,
  })
  .map((value) => value.trim())
  .filter((value) => value.length > 0);

const decimal = (maxUnits: number, maxScale: number): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: 1, max: maxUnits }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => {
      const digits = String(units).padStart(scale + 1, "0");
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    });

const lineArbitrary: fc.Arbitrary<InvoiceLine> = fc
  .record({
    description: text,
    quantity: decimal(100_000, 3),
    unit: fc.constantFrom("C62", "HUR", "DAY", "KGM", "MON"),
    unitPrice: decimal(10_000_000, 4),
    discount: fc.option(
      fc.oneof(
        decimal(100, 0).map((value) => ({ kind: "percent" as const, value })),
        decimal(100, 2).map((value) => ({ kind: "amount" as const, value })),
      ),
      { nil: null },
    ),
    vat: fc.constantFrom(["S", "21"], ["S", "9"], ["Z", "0"]),
  })
  .map(({ vat, ...rest }) => line({ ...rest, vatCategory: vat[0] as "S" | "Z", vatRate: vat[1] as string }));

const invoiceArbitrary: fc.Arbitrary<Invoice> = fc
  .record({
    number: text.map((value) => `F-${value}`),
    notes: text,
    buyerReference: text,
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 8 }),
    language: fc.constantFrom("nl" as const, "en" as const),
  })
  .map((patch) => sampleInvoice(patch));

describe("generated invoices (property)", () => {
  it("UBL parses back to the same invoice and passes the validator, in both profiles", () => {
    fc.assert(
      fc.property(
        invoiceArbitrary,
        fc.constantFrom("nlcius" as const, "peppol" as const),
        (invoice, profile) => {
          const xml = writeUbl(invoice, { profile });
          const parsed = readUbl(xml, invoice.language);
          if (!parsed.ok) throw new Error(parsed.error);
          expect(parsed.value.invoice).toEqual(canonicaliseInvoice(invoice));
          const report = validateEInvoice(xml);
          expect(report.ok && report.value.findings.filter((finding) => finding.flag === "fatal")).toEqual(
            [],
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("invoiceSchema", () => {
  it("accepts our invoices", () => {
    expect(parseInvoice(JSON.parse(JSON.stringify(sampleInvoice())))).toEqual({
      ok: true,
      value: sampleInvoice(),
    });
  });

  it.each([
    ["null", null],
    ["a string", "invoice"],
    ["an unknown field (mass assignment)", { ...sampleInvoice(), userId: "someone-else" }],
    ["an unknown VAT category", { ...sampleInvoice(), lines: [{ ...line(), vatCategory: "AA" }] }],
    ["no lines", { ...sampleInvoice(), lines: [] }],
    ["too many lines", { ...sampleInvoice(), lines: Array.from({ length: 1001 }, () => line()) }],
    ["an oversized description", { ...sampleInvoice(), lines: [line({ description: "x".repeat(1001) })] }],
    ["a number instead of a decimal string", { ...sampleInvoice(), lines: [{ ...line(), quantity: 2 }] }],
  ])("refuses %s", (_, input) => {
    expect(parseInvoice(input).ok).toBe(false);
  });
});
