import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("the due date of an invoice paid by direct debit", () => {
  it.each([
    [
      "Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto",
      "per SEPA-Lastschrift eingezogen.",
      "2014-03-20",
    ],
    ["The amount of EUR 529.87 will be debited from your account on", "20.03.2014.", "2014-03-20"],
    ["Het bedrag wordt op 20-03-2014 van uw rekening afgeschreven.", "", "2014-03-20"],
    ["Le montant de 529,87 € sera prélevé sur votre compte le 20/03/2014.", "", "2014-03-20"],
  ])("takes the collection day of '%s' as the due date", (sentence, wrapped, due) => {
    const extraction = extractInvoice(
      documentFrom([
        "Lieferant GmbH",
        "Rechnungsnummer | 471102",
        "Rechnungsdatum | 05.03.2014",
        "Rechnungssumme Brutto | 529,87",
        sentence,
        ...(wrapped ? [wrapped] : []),
      ]),
    );
    expect(extraction.fields.dueDate?.value).toBe(due);
    expect(extraction.fields.invoiceDate?.value).toBe("2014-03-05");
  });

  it("leaves a date in a sentence about something else alone", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Lieferant GmbH",
        "Rechnungsnummer | 471102",
        "Rechnungsdatum | 05.03.2014",
        "Die Ware wurde am 04.03.2014 geliefert.",
        "Mandatsreferenz: REF A-123 vom 01.01.2014, Lastschrift",
      ]),
    );
    expect(extraction.fields.dueDate).toBeUndefined();
  });
});
