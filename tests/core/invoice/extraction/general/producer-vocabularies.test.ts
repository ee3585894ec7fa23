import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import type { InvoiceFields } from "../../../../../core/invoice/extraction/types";
import { documentFrom } from "../words";

/**
 * Label vocabularies of invoicing software that writes Factur-X/ZUGFeRD and that the dev set does not
 * hold (ADR 315). Each page is a plain German, French, Dutch or English invoice; one label is swapped
 * for the producer's wording, in the two layouts producers use for the header: value right of its
 * label, or labels in a row with their values in the row below (Odoo, Exact, lexoffice).
 */
type Language = "de" | "fr" | "nl" | "en";

interface Labels {
  readonly number: string;
  readonly date: string;
  readonly due: string;
  readonly net: string;
  readonly vat: string;
  readonly gross: string;
  readonly toPay: string;
  readonly buyer: string;
}

const LABELS: Record<Language, Labels> = {
  de: {
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    due: "Fällig am",
    net: "Nettobetrag",
    vat: "MwSt. 19 %",
    gross: "Gesamtbetrag",
    toPay: "Zahlbetrag",
    buyer: "Rechnungsempfänger",
  },
  fr: {
    number: "Numéro de facture",
    date: "Date de facture",
    due: "Date d'échéance",
    net: "Total HT",
    vat: "TVA 20 %",
    gross: "Total TTC",
    toPay: "Net à payer",
    buyer: "Client",
  },
  nl: {
    number: "Factuurnummer",
    date: "Factuurdatum",
    due: "Vervaldatum",
    net: "Subtotaal",
    vat: "Btw 21%",
    gross: "Totaal",
    toPay: "Te betalen",
    buyer: "Factuur aan",
  },
  en: {
    number: "Invoice number",
    date: "Invoice date",
    due: "Due date",
    net: "Subtotal",
    vat: "VAT 20%",
    gross: "Total",
    toPay: "Amount due",
    buyer: "Bill to",
  },
};

/** Net, VAT, gross and what is left after a payment on account, as each language prints them. */
const AMOUNTS: Record<Language, readonly string[]> = {
  de: ["1.000,00", "190,00", "1.190,00", "500,00"],
  fr: ["1 000,00", "200,00", "1 200,00", "500,00"],
  nl: ["1.000,00", "210,00", "1.210,00", "500,00"],
  en: ["1,000.00", "200.00", "1,200.00", "500.00"],
};
const DATES: Record<Language, readonly [string, string]> = {
  de: ["15.03.2024", "14.04.2024"],
  fr: ["15/03/2024", "14/04/2024"],
  nl: ["15-03-2024", "14-04-2024"],
  en: ["15/03/2024", "14/04/2024"],
};
const SELLER: Record<Language, string> = {
  de: "Muster Handel GmbH",
  fr: "Dupont Services SARL",
  nl: "Jansen Techniek B.V.",
  en: "Acme Trading Ltd",
};
const BUYER: Record<Language, string> = {
  de: "Kunde Bau AG",
  fr: "Martin Conseil SAS",
  nl: "De Vries Holding B.V.",
  en: "Globex Corporation Ltd",
};

function read(language: Language, swap: Partial<Labels>, above = false): InvoiceFields {
  const l = { ...LABELS[language], ...swap };
  const [net, vat, gross, toPay] = AMOUNTS[language];
  const [issued, due] = DATES[language];
  const header = above
    ? [`| | ${l.number} | ${l.date} | ${l.due}`, `| | RE-2024-0815 | ${issued} | ${due}`]
    : [`| | ${l.number} | RE-2024-0815`, `| | ${l.date} | ${issued}`, `| | ${l.due} | ${due}`];
  return extractInvoice(
    documentFrom([
      SELLER[language],
      "Hauptstraße 1, 10115 Berlin",
      ...header,
      { y: 160, text: l.buyer },
      BUYER[language],
      "Bahnhofstraße 5",
      "60311 Frankfurt",
      { y: 300, text: `Beratung | 1 | ${net}` },
      { y: 400, text: `| | ${l.net} | ${net}` },
      `| | ${l.vat} | ${vat}`,
      `| | ${l.gross} | ${gross}`,
      `| | ${l.toPay} | ${toPay}`,
      { y: 700, text: "IBAN DE89 3704 0044 0532 0130 00 | DE123456789" },
    ]),
  ).fields;
}

describe("invoice-number labels producers abbreviate", () => {
  it.each([
    ["de", "Re.-Nr."],
    ["de", "Rg.-Nr."],
    ["de", "Rechn.-Nr."],
    ["de", "Rechnung-Nr."],
    ["de", "Rechnungs-Nummer"],
    ["fr", "Réf. facture"],
    ["fr", "Facture numéro"],
    ["fr", "Nº de facture"],
    ["fr", "N° de pièce"],
    ["nl", "Factuur-nummer"],
    ["nl", "Documentnummer"],
    ["en", "Inv. No."],
    ["en", "Invoice reference"],
  ] as const)("%s '%s', beside or above the number", (language, label) => {
    expect(read(language, { number: label }).invoiceNumber?.value).toBe("RE-2024-0815");
    expect(read(language, { number: label }, true).invoiceNumber?.value).toBe("RE-2024-0815");
  });

  it("keeps a bare 'Nummer' (a supplier or customer number on the same pages) out", () => {
    expect(read("de", { number: "Nummer" }).invoiceNumber?.value).toBeUndefined();
  });
});

describe("due-date phrases that end in a preposition, with the date beside or below", () => {
  it.each([
    ["de", "Zahlbar spätestens am"],
    ["de", "Zahlungsfrist"],
    ["de", "Fällig bis"],
    ["de", "Bitte zahlen Sie bis"],
    ["fr", "À régler avant le"],
    ["fr", "Date limite de règlement"],
    ["fr", "Échéance de paiement"],
    ["fr", "Payable avant le"],
    ["nl", "Vervaldag"],
    ["nl", "Uiterlijk betalen op"],
    ["nl", "Gelieve te betalen voor"],
    ["en", "Payment due date"],
    ["en", "Due by"],
    ["en", "Please pay by"],
  ] as const)("%s '%s'", (language, label) => {
    expect(read(language, { due: label }).dueDate?.value).toBe("2024-04-14");
    expect(read(language, { due: label }, true).dueDate?.value).toBe("2024-04-14");
  });
});

describe("what is left to pay, as producers label it", () => {
  it.each([
    ["de", "Zahlungsbetrag"],
    ["de", "Zu zahlender Betrag (brutto)"],
    ["de", "Offener Saldo"],
    ["fr", "Solde dû"],
    ["fr", "Montant à régler"],
    ["fr", "Reste dû"],
    ["nl", "Openstaand saldo"],
    ["nl", "Te betalen bedrag"],
    ["nl", "Nog te voldoen"],
    ["en", "Amount to pay"],
    ["en", "Balance to pay"],
    ["en", "Remaining amount"],
  ] as const)("%s '%s' after a payment on account", (language, label) => {
    const fields = read(language, { toPay: label });
    expect(fields.amountDueCents?.value).toBe(50000);
    expect(fields.totalCents?.value).not.toBe(50000);
  });
});

describe("a gross total whose label says it includes VAT", () => {
  it.each([
    ["de", "Gesamtbetrag inkl. USt.", 119000],
    ["de", "Rechnungsbetrag (brutto)", 119000],
    ["de", "Rechnungsendbetrag", 119000],
    ["de", "Gesamtsumme einschl. Umsatzsteuer", 119000],
    ["fr", "Total T.T.C.", 120000],
    ["fr", "Montant TTC à payer", 120000],
    ["fr", "Total TTC en euros", 120000],
    ["fr", "Montant total de la facture", 120000],
    ["nl", "Totaal (incl. btw)", 121000],
    ["nl", "Eindtotaal", 121000],
    ["nl", "Totaal factuurbedrag", 121000],
    ["en", "Total inc. VAT", 120000],
    ["en", "Total inclusive of VAT", 120000],
    ["en", "Total invoice amount", 120000],
  ] as const)("%s '%s' is the total, not the amount left to pay", (language, label, cents) => {
    expect(read(language, { gross: label }).totalCents?.value).toBe(cents);
  });

  it("keeps a rate inside the qualifier from being read as the amount", () => {
    expect(read("de", { gross: "Gesamtbetrag inkl. 19 % MwSt." }).totalCents?.value).not.toBe(1900);
  });
});

describe("VAT totals and buyer headings of producers", () => {
  it.each([
    ["de", "Umsatzsteuerbetrag", 19000],
    ["fr", "Montant total TVA", 20000],
    ["fr", "Total T.V.A.", 20000],
    ["fr", "T.V.A. 20 %", 20000],
  ] as const)("%s '%s'", (language, label, cents) => {
    expect(read(language, { vat: label }).vatTotalCents?.value).toBe(cents);
  });

  it.each([
    ["de", "Auftraggeber"],
    ["de", "Kundenadresse"],
    ["fr", "Facturer à"],
    ["nl", "Debiteur"],
    ["nl", "Opdrachtgever"],
    ["nl", "Facturatieadres"],
  ] as const)("%s '%s' heads the buyer's block", (language, label) => {
    expect(read(language, { buyer: label }).customerName?.value).toBe(BUYER[language]);
  });
});

describe("a totals table whose VAT column is headed by the bare VAT word", () => {
  it.each([
    ["Total HT | TVA | Total TTC", "1 000,00 | 200,00 | 1 200,00"],
    ["Netto | MwSt. | Brutto", "1.000,00 | 200,00 | 1.200,00"],
    ["Nettobetrag | Umsatzsteuer | Bruttobetrag", "1.000,00 | 200,00 | 1.200,00"],
    ["Subtotaal | Btw | Totaal", "1.000,00 | 200,00 | 1.200,00"],
    ["Net | VAT | Total", "1,000.00 | 200.00 | 1,200.00"],
  ])("reads net, VAT and gross under '%s'", (headings, amounts) => {
    const fields = extractInvoice(
      documentFrom([
        "Muster Handel GmbH",
        "| | Rechnungsnummer | RE-2024-0815",
        "| | Rechnungsdatum | 15.03.2024",
        { y: 300, text: "Beratung | 1 | 1.000,00" },
        { y: 400, text: headings },
        amounts,
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      100000, 20000, 120000,
    ]);
  });

  it("leaves a VAT-rate column ('TVA %') out of the VAT amount", () => {
    const fields = extractInvoice(
      documentFrom([
        "Dupont Services SARL",
        "| | Numéro de facture | F-2024-0815",
        { y: 300, text: "Conseil | 1 | 1 000,00" },
        { y: 400, text: "Total HT | TVA % | Total TTC" },
        "1 000,00 | 20 | 1 200,00",
      ]),
    ).fields;
    expect(fields.vatTotalCents?.value).not.toBe(2000);
  });
});

describe("credit-note titles of producers", () => {
  it.each(["Creditfactuur", "Stornorechnung", "Storno zur Rechnung RE-2024-0800", "Credit invoice"])(
    "'%s' with positive amounts is a credit note",
    (title) => {
      const fields = extractInvoice(
        documentFrom([
          "Muster Handel GmbH",
          { y: 100, text: title },
          "| | Belegnummer | GS-2024-0815",
          { y: 400, text: "| | Nettobetrag | 1.000,00" },
          "| | MwSt. 19 % | 190,00",
          "| | Gesamtbetrag | 1.190,00",
        ]),
      ).fields;
      expect(fields.documentType?.value).toBe("credit-note");
    },
  );
});

describe("the party sections of the EN 16931 visualisations (KoSIT's XRechnung viewer, Mustang)", () => {
  it.each([
    ["Informationen zum Käufer", "Name", "Informationen zum Verkäufer", "Firmenname"],
    ["Informations sur l'acheteur", "Nom", "Informations sur le vendeur", "Raison sociale"],
    ["Information about the buyer", "Name", "Information about the seller", "Company name"],
  ])(
    "reads both parties under '%s' and '%s', the buyer's section first",
    (buyerHeading, buyerRow, sellerHeading, sellerRow) => {
      const fields = extractInvoice(
        documentFrom([
          { y: 40, text: "Visualisierung" },
          { y: 60, text: "Rechnungsnummer | 471102" },
          { y: 140, text: buyerHeading },
          `${buyerRow} | Kunden AG Mitte`,
          "Adresszeile 1 | Kundenstraße 15",
          "Ort | Frankfurt",
          { y: 240, text: sellerHeading },
          `${sellerRow} | Lieferant GmbH`,
          "Adresszeile 1 | Lieferantenstraße 20",
          "Ort | München",
          "Umsatzsteuer-ID | DE123456789",
          { y: 500, text: "| Gesamtsumme | 1.190,00" },
        ]),
      ).fields;
      expect([fields.supplierName?.value, fields.customerName?.value]).toEqual([
        "Lieferant GmbH",
        "Kunden AG Mitte",
      ]);
    },
  );

  it("reads 'Rechnungs- und Lieferdatum' as the invoice date", () => {
    const fields = extractInvoice(
      documentFrom([
        "Muster Handel GmbH",
        "| | Rechnung Nr. | RE-7",
        "| | Rechnungs- und Lieferdatum | 15.03.2024",
      ]),
    ).fields;
    expect(fields.invoiceDate?.value).toBe("2024-03-15");
  });
});

describe("a VAT breakdown table with one row per rate, headed by the bare VAT word", () => {
  it("reads the invoice's totals, not the last rate's row", () => {
    const fields = extractInvoice(
      documentFrom([
        "Muster Handel GmbH",
        "| | Rechnungsnummer | RE-2024-0815",
        { y: 300, text: "Beratung | 1 | 1.000,00" },
        { y: 400, text: "MwSt.-Satz | Netto | MwSt. | Brutto" },
        "19 % | 1.000,00 | 190,00 | 1.190,00",
        "7 % | 100,00 | 7,00 | 107,00",
        { y: 500, text: "| | Gesamtbetrag | 1.297,00" },
      ]),
    ).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      110000, 19700, 129700,
    ]);
  });
});

describe("hostile label text", () => {
  it("reads nothing but the printed amount after a total label and a long run of qualifier words", () => {
    const fields = extractInvoice(
      documentFrom(["Muster Handel GmbH", `| | Gesamtbetrag ${"inkl. MwSt. ".repeat(2_000)}| 1.190,00`]),
    ).fields;
    expect([undefined, 119000]).toContain(fields.totalCents?.value);
  });

  it("keeps a salutation alone, or one followed by lowercase text, out of the buyer's name", () => {
    const fields = extractInvoice(
      documentFrom([
        "Muster Handel GmbH",
        { y: 160, text: "Rechnungsempfänger" },
        "Herrn",
        "herrn und frau",
        "Bauer Bau AG",
        "60311 Frankfurt",
      ]),
    ).fields;
    expect(fields.customerName?.value).not.toMatch(/^herrn/i);
  });
});
