import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { buildLayout } from "../../../../../core/invoice/extraction/layout";
import { documentFrom, placedWords } from "../words";

describe("everyday totals labels", () => {
  it("reads 'Sub Total', 'Total (excl. VAT)' and 'Total charges before VAT' as the net", () => {
    for (const label of ["Sub Total", "Total (excl. VAT)", "Total charges before VAT"]) {
      const extraction = extractInvoice(
        documentFrom([
          "Invoice 1043",
          { y: 300, x: 300, text: `${label} | £92.30` },
          { x: 300, text: "VAT at 5% | £4.62" },
          { x: 300, text: "Total charges for this period | £96.92" },
          { x: 300, text: "Amount due | £96.92" },
        ]),
      );
      expect(extraction.fields.subtotalCents?.value, label).toBe(9230);
      expect(extraction.fields.totalCents?.value, label).toBe(9692);
    }
  });
  it("reads a Swiss 'Total exkl. MWST' / 'Total inkl. MWST' pair in CHF with apostrophe thousands", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Rechnung Nr. 2026-1127",
        { y: 300, x: 300, text: "Total exkl. MWST | CHF 3'600.00" },
        { x: 300, text: "MWST 8.1 % | CHF 291.60" },
        { x: 300, text: "Total inkl. MWST | CHF 3'891.60" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(360000);
    expect(extraction.fields.totalCents?.value).toBe(389160);
    expect(extraction.fields.currency?.value).toBe("CHF");
  });
  it("reads Indian lakh grouping, 'Taxable Value' and an IGST line", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Tax Invoice",
        "Invoice No. | SST/26-27/117",
        "Dated | 27-Nov-2026",
        { y: 200, text: "Mobile app maintenance | Rs. 1,25,000.00" },
        { y: 240, x: 300, text: "Taxable Value | ₹ 1,25,000.00" },
        { x: 300, text: "IGST @ 0% | ₹ 0.00" },
        { x: 300, text: "Total | ₹ 1,25,000.00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(12500000);
    expect(extraction.fields.subtotalCents?.value).toBe(12500000);
    expect(extraction.fields.vatTotalCents?.value).toBe(0);
    expect(extraction.fields.currency?.value).toBe("INR");
    expect(extraction.fields.invoiceDate?.value).toBe("2026-11-27");
  });
});

describe("everyday totals vocabulary in NL, BE, DE and EN", () => {
  const totals = (lines: string[]): (number | undefined)[] => {
    const { fields } = extractInvoice(
      documentFrom(["Factuur 123", ...lines.map((text, index) => ({ y: 300 + index * 14, x: 300, text }))]),
    );
    return [fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value];
  };
  it("reads 'Bedrag excl./incl. BTW', 'BTW-bedrag', 'Totaal te voldoen', 'Factuurbedrag' and 'Btw hoog'", () => {
    expect(
      totals(["Bedrag excl. BTW | € 100,00", "BTW-bedrag | € 21,00", "Bedrag incl. BTW | € 121,00"]),
    ).toEqual([10000, 2100, 12100]);
    expect(
      totals(["Bedrag excl. btw | € 100,00", "Btw 21% | € 21,00", "Totaal te voldoen | € 121,00"]),
    ).toEqual([10000, 2100, 12100]);
    expect(totals(["Netto | € 100,00", "Btw hoog | € 21,00", "Factuurbedrag | € 121,00"])).toEqual([
      10000, 2100, 12100,
    ]);
  });
  it("reads a Belgian 'Maatstaf van heffing' with 'Btw verlegd'", () => {
    expect(totals(["Maatstaf van heffing | € 100,00", "Btw verlegd | € 0,00", "Totaal | € 100,00"])).toEqual([
      10000, 0, 10000,
    ]);
  });
  it("reads German 'Bruttobetrag' and 'Gesamt', and English 'Total amount due'", () => {
    expect(
      totals([
        "Nettobetrag | 150,00 €",
        "7 % MwSt. auf 50,00 € | 3,50 €",
        "19 % MwSt. auf 100,00 € | 19,00 €",
        "Bruttobetrag | 172,50 €",
      ]),
    ).toEqual([15000, 2250, 17250]);
    expect(totals(["Netto | 100,00 €", "zzgl. 19% MwSt. | 19,00 €", "Gesamt | 119,00 €"])[2]).toBe(11900);
    expect(totals(["Net amount | €100.00", "VAT 21% | €21.00", "Total amount due | €121.00"])).toEqual([
      10000, 2100, 12100,
    ]);
  });
  it("reads 'HST 13%' and 'GST 15%' as VAT rows, not as a VAT total label followed by other text", () => {
    for (const [label, vat, total] of [
      ["HST 13% | $312.00", 31200, "Total | $2,712.00"],
      ["GST 15% | $360.00", 36000, "Total | $2,760.00"],
    ] as const) {
      const { fields, vatLines } = extractInvoice(
        documentFrom([
          "Invoice 1",
          { y: 300, x: 300, text: "Subtotal | $2,400.00" },
          { x: 300, text: label },
          { x: 300, text: total },
        ]),
      );
      expect(fields.vatTotalCents?.value, label).toBe(vat);
      expect(
        vatLines.map((line) => line.rate),
        label,
      ).toEqual([label.slice(4, 6)]);
    }
  });
  it("takes no VAT row at a rate above 27 % (an OCR slip: 'GST 46%' for 6 %)", () => {
    const { vatLines } = extractInvoice(
      documentFrom([
        "Invoice 1",
        { y: 300, x: 300, text: "Total | RM 31.20" },
        { x: 300, text: "GST 46% | RM 1.77" },
      ]),
    );
    expect(vatLines).toEqual([]);
  });
  it("adds up the VAT a webshop prints as included per rate", () => {
    expect(totals(["Totaal | € 121,80", "Waarvan btw 9% | € 1,65", "Waarvan btw 21% | € 17,35"])).toEqual([
      10280, 1900, 12180,
    ]);
  });
});

describe("everyday net labels with a qualifier", () => {
  it("reads 'Subtotal (ex GST)' and 'Total (inc. GST)' in A$", () => {
    const extraction = extractInvoice(
      documentFrom([
        "TAX INVOICE",
        { y: 300, x: 300, text: "Subtotal (ex GST) | A$ 145.00" },
        { x: 300, text: "GST | A$ 14.50" },
        { x: 300, text: "Total (inc. GST) | A$ 159.50" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(14500);
    expect(extraction.fields.totalCents?.value).toBe(15950);
    expect(extraction.fields.currency?.value).toBe("AUD");
  });
  it("reads 'Warenwert netto' and a 'Subtotaal 9%' of a one-rate invoice as the net", () => {
    const net = (label: string, vat: string, total: string): number | undefined =>
      extractInvoice(
        documentFrom([
          "Factuur V-1",
          { y: 300, x: 300, text: `${label} | 444,00` },
          { x: 300, text: `${vat} | 39,96` },
          { x: 300, text: `${total} | 483,96` },
        ]),
      ).fields.subtotalCents?.value;
    expect(net("Warenwert netto", "MwSt. 9 %", "Gesamtbetrag")).toBe(44400);
    expect(net("Subtotaal 9%", "Btw 9%", "Totaal")).toBe(44400);
  });
});

describe("everyday dates", () => {
  it("takes 'Date de la facture :' over a consumption period printed above it", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Votre facture d'électricité",
        "Période de consommation du 01/10/2026 au 31/10/2026",
        "Facture n° 10045567821",
        "Date de la facture : 27 novembre 2026",
        "Prélevé le 10/12/2026 sur votre compte.",
      ]),
    );
    expect(extraction.fields.invoiceDate?.value).toBe("2026-11-27");
  });
  it("skips an order's placed or shipped date printed before the unlabelled invoice date", () => {
    for (const line of ["Order placed 20/11/2026", "Shipped 20/11/2026", "Verzonden 20-11-2026"])
      expect(
        extractInvoice(documentFrom(["Invoice INV-9", line, "27/11/2026"])).fields.invoiceDate?.value,
        line,
      ).toBe("2026-11-27");
  });
  it("takes the paid date of a payment receipt that prints no other date", () => {
    const extraction = extractInvoice(
      documentFrom(["PAYMENT RECEIPT", "Receipt number | 2417-9921", "Date paid | November 27, 2026"]),
    );
    expect(extraction.fields.invoiceDate?.value).toBe("2026-11-27");
  });
});

describe("everyday date forms", () => {
  it("reads English ordinal dates and year-first slash dates as the invoice date", () => {
    const date = (text: string): string | undefined =>
      extractInvoice(documentFrom(["Invoice BD-1187", `Date: | ${text}`])).fields.invoiceDate?.value;
    expect(date("27th November 2026")).toBe("2026-11-27");
    expect(date("1st of December 2026")).toBe("2026-12-01");
    expect(date("3rd Feb 2026")).toBe("2026-02-03");
    expect(date("2026/11/27")).toBe("2026-11-27");
  });
});

describe("everyday gross labels", () => {
  it("reads 'Gross Total' as the total beside 'Net Total'", () => {
    const extraction = extractInvoice(
      documentFrom([
        "INVOICE",
        { y: 300, x: 300, text: "Net Total | £1,250.00" },
        { x: 300, text: "VAT 20% | £250.00" },
        { x: 300, text: "Gross Total | £1,500.00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(150000);
    expect(extraction.fields.subtotalCents?.value).toBe(125000);
  });
});

describe("everyday supplier: a sole trader's name with a particle", () => {
  it("keeps 'Pixelwerk' from 'Pixelwerk Jan de Vries' when jan@pixelwerk.nl is on the page", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 40, height: 16, cells: [[40, "Pixelwerk Jan de Vries"]] },
        { y: 60, height: 9, cells: [[40, "Kanaalweg 17, 3526 KL Utrecht"]] },
        { y: 72, height: 9, cells: [[40, "jan@pixelwerk.nl · www.pixelwerk.nl"]] },
        { y: 130, height: 9, cells: [[40, "Aan"]] },
        { y: 142, height: 9, cells: [[40, "Groenteboer Ali"]] },
        { y: 200, height: 14, cells: [[40, "Factuur"]] },
        {
          y: 320,
          height: 9,
          cells: [
            [380, "Totaal"],
            [480, "€ 786,50"],
          ],
        },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Pixelwerk");
  });
});

describe("everyday supplier on a short payment receipt", () => {
  it("skips 'Payment method' and finds the sender block below the top third of a short page", () => {
    const row = (y: number, ...cells: [number, string][]) => ({ y, cells, height: 9 });
    const extraction = extractInvoice(
      placedWords([
        { y: 40, height: 20, cells: [[40, "PAYMENT RECEIPT"]] },
        row(70, [40, "Receipt number"], [150, "2417-9921"]),
        row(82, [40, "Date paid"], [150, "November 27, 2026"]),
        row(94, [40, "Payment method"], [150, "Visa – 4242"]),
        row(140, [40, "Loomly Media Ltd"], [300, "Bill to"]),
        row(152, [40, "20 Farringdon Road"], [300, "Visser Design"]),
        row(164, [40, "London EC1M 3HE"], [300, "Kerkstraat 12"]),
        row(260, [40, "Social plan – monthly"], [500, "€29.00"]),
        row(310, [330, "Total"], [500, "€29.00"]),
        row(340, [330, "Amount paid"], [500, "€29.00"]),
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Loomly Media Ltd");
  });
});

describe("everyday supplier: competing blocks and labels", () => {
  const row = (y: number, height: number, ...cells: [number, string][]) => ({ y, cells, height });
  it("keeps two small sender lines apart when a tall title beside them spans both", () => {
    const words = placedWords([
      row(40, 24, [380, "INVOICE"]),
      row(44, 9, [40, "Lumen Lighting Ltd"]),
      row(56, 9, [40, "9 Dock Road, Cardiff CF10 5AA"]),
      row(120, 9, [40, "Bill To"]),
      row(132, 11, [40, "Visser Design"]),
      row(300, 9, [400, "Total"], [500, "£480.00"]),
    ]);
    expect(buildLayout(words).lines.map((line) => line.text)).toContain("9 Dock Road, Cardiff CF10 5AA");
    expect(extractInvoice(words).fields.supplierName?.value).toBe("Lumen Lighting Ltd");
  });
  it("keeps the slack of OCR lines in one type size: a skewed word still joins its line", () => {
    // A 9-pixel word half a line lower whose box touches its 12-pixel neighbour's: still one line.
    const words = placedWords([
      row(100, 12, [40, "Total"], [120, "Incl."]),
      row(106.5, 9, [150, "GST46%"], [220, "31.20"]),
    ]);
    expect(buildLayout(words).lines).toHaveLength(1);
  });
  it("still joins a word a generator printed twice on one baseline (fake bold)", () => {
    const words = placedWords([row(40, 9, [40, "Total"], [40.4, "Total"], [200, "€ 10,00"])]);
    expect(buildLayout(words).lines).toHaveLength(1);
  });
  it("reads the supplier after 'Please remit to:' when no letterhead names it", () => {
    const extraction = extractInvoice(
      placedWords([
        row(100, 11, [60, "Visser Design"]),
        row(114, 9, [60, "Kerkstraat 12"]),
        row(160, 16, [60, "INVOICE"]),
        row(294, 9, [380, "Total"], [480, "€1,452.00"]),
        row(340, 9, [60, "Please remit to: Kestrel Copy"]),
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Kestrel Copy");
  });
  it("does not print the trading name twice when the legal name under it starts with it", () => {
    const extraction = extractInvoice(
      placedWords([
        row(40, 22, [40, "Zonnig"]),
        row(66, 8, [40, "Zonnig Energie Nederland B.V."]),
        row(120, 9, [320, "Familie Jansen"]),
        row(300, 9, [300, "Totaal"], [480, "€ 120,00"]),
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Zonnig Energie Nederland B.V.");
  });
  it("reads Dutch 'Verkoper' as the supplier's and 'Koper' as the customer's label", () => {
    const extraction = extractInvoice(
      placedWords([
        row(40, 16, [40, "Factuur"]),
        row(80, 9, [40, "Koper"], [320, "Verkoper"]),
        row(92, 9, [40, "Bakkerij Noord B.V."], [320, "Meelfabriek Zuid B.V."]),
        row(104, 9, [40, "Dorpsstraat 3"], [320, "Molenstraat 8"]),
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Meelfabriek Zuid B.V.");
    expect(extraction.fields.customerName?.value).toBe("Bakkerij Noord B.V.");
  });
});

describe("everyday invoice numbers and currency statements", () => {
  it("reads 'Bill number' and a Dutch 'Nota' title with its number", () => {
    const number = (lines: string[]): string | undefined =>
      extractInvoice(documentFrom(lines)).fields.invoiceNumber?.value;
    expect(number(["Your bill", "Bill number | 5512-0091", "Bill date | 27/11/2026"])).toBe("5512-0091");
    expect(number(["Nota 2026-12", "Datum 27-11-2026"])).toBe("2026-12");
  });
  it("takes the currency a sentence names ('All amounts in CAD') over the dollar sign's default", () => {
    const currency = (statement: string): string | undefined =>
      extractInvoice(documentFrom(["Invoice 1", statement, { y: 300, x: 300, text: "Total | $1,200.00" }]))
        .fields.currency?.value;
    expect(currency("All amounts in CAD")).toBe("CAD");
    expect(currency("Prices are quoted in AUD")).toBe("AUD");
    expect(currency("Thank you for your business")).toBe("USD");
  });
});

describe("everyday identifiers the customer owns", () => {
  it("keeps the supplier's IBAN after prose that only addresses the customer ('Ihre Rechnungsnummer')", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Funkwelle GmbH",
        "Rechnung 1",
        "Bitte Ihre Rechnungsnummer angeben: IBAN DE02 1203 0000 0000 2020 51",
      ]),
    );
    expect(extraction.fields.supplierIban?.value).toBe("DE02120300000000202051");
  });
  it("reads 'Ihre USt-IdNr.' and 'Votre n° TVA' as the customer's VAT id", () => {
    const ids = (lines: string[]): [string | undefined, string | undefined] => {
      const { fields } = extractInvoice(documentFrom(lines));
      return [fields.supplierVatId?.value, fields.customerVatId?.value];
    };
    expect(
      ids([
        "Müller GmbH",
        "Rechnung 1",
        "Ihre USt-IdNr.: DE355369209",
        "Müller GmbH · USt-IdNr. DE136695976",
      ]),
    ).toEqual(["DE136695976", "DE355369209"]);
    expect(
      ids(["Dupont SARL", "Facture 1", "Votre n° TVA : FR40303265045", "Dupont SARL · TVA FR25812345678"]),
    ).toEqual(["FR25812345678", "FR40303265045"]);
  });
});
