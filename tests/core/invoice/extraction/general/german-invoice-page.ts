import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import type { InvoiceExtraction } from "../../../../../core/invoice/extraction/types";
import { documentFrom } from "../words";

type PageLine = string | { y?: number; x?: number; text: string };

/** A one-page German invoice (letterhead, number, date, buyer, totals) with `tail` printed under its totals. */
export function readGermanInvoice(tail: readonly PageLine[]): InvoiceExtraction {
  return extractInvoice(
    documentFrom([
      "Lieferant GmbH | | RECHNUNG",
      "Lieferantenstraße 20 | | Rechnungsnummer | 471102",
      "80333 München | | Rechnungsdatum | 05.03.2013",
      "Rechnungsempfänger",
      "Kunden AG Mitte",
      "Kundenstraße 15",
      "69876 Frankfurt",
      { y: 380, text: "Rechnungssumme Netto | | 473,00" },
      "Umsatzsteuer 19 % | | 89,87",
      "Rechnungssumme Brutto | | 562,87",
      ...tail,
    ]),
  );
}
