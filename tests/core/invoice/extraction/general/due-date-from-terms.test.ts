import { describe, expect, it } from "vitest";
import type { InvoiceExtraction } from "../../../../../core/invoice/extraction/types";
import { readGermanInvoice } from "./german-invoice-page";

function germanInvoice(terms: string): InvoiceExtraction {
  return readGermanInvoice([
    { y: 500, text: terms },
    { y: 560, text: "IBAN-Nr.: DE08 7009 0100 1234 5678 90 | USt.-Identnr.: DE123456789" },
  ]);
}

describe("payment terms read from a sentence", () => {
  it("reads the term from 'Zahlbar innerhalb 30 Tagen netto', not the discount's days after it", () => {
    const extraction = germanInvoice(
      "Zahlbar innerhalb 30 Tagen netto bis 04.04.2013, 3% Skonto innerhalb 10 Tagen bis 15.03.2013",
    );
    expect(extraction.fields.paymentTermsDays?.value).toBe(30);
    expect(extraction.fields.dueDate?.value).toBe("2013-04-04");
  });

  it("takes no payment term from a cash discount's period", () => {
    const extraction = germanInvoice("Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.");
    expect(extraction.fields.paymentTermsDays).toBeUndefined();
  });

  it("reads an oversized terms line of many clauses without a term in it", () => {
    const hostile = `Zahlbar ${"innerhalb, ".repeat(20_000)}Skonto innerhalb 10 Tagen`;
    expect(germanInvoice(hostile).fields.paymentTermsDays).toBeUndefined();
  });

  it("reads English and Dutch terms the same way", () => {
    expect(germanInvoice("Payable within 30 days net").fields.paymentTermsDays?.value).toBe(30);
    expect(germanInvoice("Te betalen binnen 14 dagen").fields.paymentTermsDays?.value).toBe(14);
  });

  it.each([
    ["Paiement à 30 jours", 30],
    ["Payable à 45 jours net", 45],
    ["Net 30 days", 30],
    ["Zahlbar in 14 Tagen ohne Abzug", 14],
  ])("reads the term of '%s' (ADR 315)", (terms, days) => {
    expect(germanInvoice(terms).fields.paymentTermsDays?.value).toBe(days);
  });

  it("reads no plain term from 'à 30 jours fin de mois' (end of month, not 30 days) or from inside a word", () => {
    expect(germanInvoice("Paiement à 30 jours fin de mois").fields.paymentTermsDays).toBeUndefined();
    expect(germanInvoice("Termin 30 Tagen").fields.paymentTermsDays).toBeUndefined();
  });
});
