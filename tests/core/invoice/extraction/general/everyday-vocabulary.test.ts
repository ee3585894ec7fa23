import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import type { InvoiceExtraction } from "../../../../../core/invoice/extraction/types";
import { line, page, sized } from "../everyday-layouts/page";
import type { PlacedRow } from "../words";

/**
 * The label words everyday products print (ADR 316): webshops, SaaS billing, Dutch bookkeeping
 * packages, telecom. Each case is one label on an otherwise ordinary page; the amounts are printed
 * in the page's own number format.
 */
function invoicePage(rows: readonly PlacedRow[], comma: boolean): InvoiceExtraction["fields"] {
  const amount = comma ? "68,76" : "68.76";
  return extractInvoice(
    page([
      sized(40, 18, [40, "Lindqvist Trading B.V."]),
      line(62, [40, "Havenweg 12, 3011 AB Rotterdam"]),
      line(100, [330, "Invoice date"], [450, "27-11-2026"]),
      line(120, [40, "Bakkerij Noord"]),
      line(132, [40, "Dorpsstraat 3, 3732 AB De Bilt"]),
      line(200, [40, "Description"], [330, "Qty"], [400, "Price"], [490, "Amount"]),
      line(214, [40, "Consulting hours"], [330, "1"], [400, amount], [490, amount]),
      ...rows,
    ]),
  ).fields;
}

const isComma = (value: string): boolean => /\d,\d\d(?!\d)/.test(value);
const labelled = (label: string, value: string, y = 300): PlacedRow => line(y, [330, label], [470, value]);

describe("everyday vocabulary: a total label with its tax word after it is the gross", () => {
  it.each([
    ["Totaal (incl. BTW)", "€ 83,20"],
    ["Gesamtbetrag inkl. MwSt.", "83,20 €"],
    ["Rechnungsbetrag (brutto)", "83,20 €"],
    ["Gesamtsumme (brutto)", "83,20 €"],
    ["Total Price (incl. VAT)", "EUR 83,20"],
    ["Grand Total (Incl.Tax)", "€83.20"],
    ["Total inc VAT", "€83.20"],
    ["Totaal inclusief", "€ 83,20"],
    ["Gesamt (brutto)", "83,20 €"],
    ["Total (IVA incluido)", "83,20 €"],
    ["Totale (IVA inclusa)", "83,20 €"],
  ])("%s", (label, value) => {
    expect(invoicePage([labelled(label, value)], isComma(value)).totalCents?.value).toBe(8320);
  });
});

describe("everyday vocabulary: a total label with a net qualifier is the net, never the total", () => {
  const total = (value: string): PlacedRow => labelled("Total", value, 330);
  it.each([
    ["Grand Total (Excl.Tax)", "€68.76", "€83.20"],
    ["Subtotaal (excl. btw)", "€ 68,76", "€ 83,20"],
    ["Total ex VAT", "€68.76", "€83.20"],
    ["Total exclusive of VAT", "€68.76", "€83.20"],
    ["Rechnungsbetrag netto", "68,76 €", "83,20 €"],
    ["Totaal exclusief", "€ 68,76", "€ 83,20"],
    ["Totale (IVA esclusa)", "68,76 €", "83,20 €"],
  ])("%s", (label, net, gross) => {
    const fields = invoicePage([labelled(label, net), total(gross)], isComma(net));
    expect(fields.subtotalCents?.value).toBe(6876);
    expect(fields.totalCents?.value).toBe(8320);
  });

  it("guard: a net printed with its label in one piece stays the net (Magento's two grand totals)", () => {
    const fields = invoicePage(
      [
        line(300, [330, "Grand Total (Excl.Tax) €68.76"]),
        line(312, [330, "Tax €14.44"]),
        line(324, [330, "Grand Total (Incl.Tax) €83.20"]),
      ],
      false,
    );
    expect(fields.totalCents?.value).toBe(8320);
    expect(fields.subtotalCents?.value).toBe(6876);
  });
});

describe("everyday vocabulary: products' own total and net words", () => {
  it.each([
    ["Eindtotaal", "€ 83,20"],
    ["Totaal factuurbedrag", "€ 83,20"],
    ["Te betalen bedrag", "€ 83,20"],
    ["Invoice Amount", "€83.20"],
    ["Order total:", "€83.20"],
    ["Amount to pay", "€83.20"],
    ["Amount charged", "€83.20"],
    ["Total current charges", "€83.20"],
    ["Rechnungsendbetrag", "83,20 €"],
    ["Montant total à payer", "83,20 €"],
  ])("total: %s", (label, value) => {
    expect(invoicePage([labelled(label, value)], isComma(value)).totalCents?.value).toBe(8320);
  });

  it.each([
    ["Exclusief BTW", "€ 68,76", "€ 83,20"],
    ["Nettobedrag", "€ 68,76", "€ 83,20"],
  ])("net: %s", (label, net, gross) => {
    const fields = invoicePage([labelled(label, net), labelled("Totaal", gross, 330)], true);
    expect(fields.subtotalCents?.value).toBe(6876);
  });

  it.each([
    ["TOTAL GST 10%", "$14.44"],
    ["Taxes", "€14.44"],
  ])("VAT: %s", (label, value) => {
    const fields = invoicePage(
      [
        labelled("Subtotal", value.replace("14.44", "68.76"), 288),
        labelled(label, value),
        labelled("Total", value.replace("14.44", "83.20"), 330),
      ],
      false,
    );
    expect(fields.vatTotalCents?.value).toBe(1444);
  });
});

describe("everyday vocabulary: invoice-number labels", () => {
  it.each([
    ["Inv. No. 2026-118", "2026-118"],
    ["Inv #: 2026-118", "2026-118"],
    ["Receipt number 2241-9981", "2241-9981"],
    ["Re-Nr. 2026-118", "2026-118"],
    ["RE-Nr.: 2026-118", "2026-118"],
    ["Rg.-Nr. 2026-118", "2026-118"],
    ["Invoice reference: INV-2026-118", "INV-2026-118"],
    ["Invoice Ref: INV-2026-118", "INV-2026-118"],
  ])("%s", (text, number) => {
    expect(invoicePage([line(88, [330, text])], false).invoiceNumber?.value).toBe(number);
  });
});

describe("everyday vocabulary: currency", () => {
  it("reads the code an amount label names in brackets over the '$' of its amounts (FreshBooks, Wave)", () => {
    const fields = invoicePage([labelled("Amount Due (CAD)", "$83.20")], false);
    expect(fields.currency?.value).toBe("CAD");
    expect(fields.totalCents?.value).toBe(8320);
  });
});

describe("everyday vocabulary: VAT a webshop prints as included in its prices", () => {
  it.each([
    ["a 'VAT (included)' row", [labelled("VAT (included)", "£10.80", 312), labelled("Total", "£64.80", 324)]],
    [
      "'Including £10.80 in taxes' under the total",
      [labelled("Total", "£64.80", 312), line(324, [330, "Including £10.80 in taxes"])],
    ],
    [
      "'(includes £10.80 VAT)' beside the total",
      [line(312, [330, "Total"], [470, "£64.80 (includes £10.80 VAT)"])],
    ],
  ])("the net is the gross less %s, not the subtotal of gross prices", (_name, rows) => {
    const fields = invoicePage(
      [labelled("Subtotal", "£60.00", 288), labelled("Shipping", "£4.80", 300), ...(rows as PlacedRow[])],
      false,
    );
    expect(fields.vatTotalCents?.value).toBe(1080);
    expect(fields.subtotalCents?.value).toBe(5400);
    expect(fields.totalCents?.value).toBe(6480);
  });

  it("reads the Dutch and German forms with the amount between the words", () => {
    for (const [total, note] of [
      ["€ 94,80 (inclusief € 16,45 btw)", ""],
      ["94,80 €", "(enthält 16,45 € MwSt.)"],
    ] as const) {
      const rows = [labelled("Subtotaal", "€ 89,85", 288), labelled("Totaal", total, 300)];
      const fields = invoicePage(note ? [...rows, line(312, [470, note])] : rows, true);
      expect(fields.vatTotalCents?.value).toBe(1645);
      expect(fields.subtotalCents?.value).toBe(7835);
    }
  });
});

describe("everyday vocabulary: a bare 'Incl. btw' row is the VAT a gross includes, not a total", () => {
  it("guard: 'Totaal € 45,99' over 'Incl. btw € 7,98'", () => {
    const fields = invoicePage(
      [labelled("Totaal", "€ 45,99", 300), labelled("Incl. btw", "€ 7,98", 312)],
      true,
    );
    expect(fields.totalCents?.value).toBe(4599);
    expect(fields.vatTotalCents?.value).toBe(798);
  });
});

describe("everyday vocabulary: numbers that print no invoice-number label", () => {
  it("takes '# INV-000482' right under the 'TAX INVOICE' title", () => {
    const fields = invoicePage([sized(40, 18, [380, "TAX INVOICE"]), line(64, [380, "# INV-000482"])], false);
    expect(fields.invoiceNumber?.value).toBe("INV-000482");
  });
  it("takes the order number a webshop's 'Invoice for Order #1089' title names", () => {
    expect(invoicePage([line(88, [40, "Invoice for Order #1089"])], false).invoiceNumber?.value).toBe("1089");
  });
  it("guard: a '#' number that stands under no title is no invoice number", () => {
    expect(invoicePage([line(88, [380, "# 4471"])], false).invoiceNumber).toBeUndefined();
  });
});

describe("everyday vocabulary: a bare tax word as the VAT row", () => {
  it("reads 'USt. | 7,60 €' when the net and it make the printed total", () => {
    const fields = invoicePage(
      [
        labelled("Zwischensumme (ohne USt.)", "39,99 €", 288),
        labelled("USt.", "7,60 €", 300),
        labelled("Zahlbetrag", "47,59 €", 312),
      ],
      true,
    );
    expect(fields.vatTotalCents?.value).toBe(760);
    expect(fields.subtotalCents?.value).toBe(3999);
  });
  it("guard: a bare 'VAT' amount that does not add up is not the VAT", () => {
    const fields = invoicePage(
      [labelled("Subtotal", "€68.76", 288), labelled("VAT", "€5.00", 300), labelled("Total", "€83.20", 312)],
      false,
    );
    expect(fields.vatTotalCents?.value).not.toBe(500);
  });
});

/** The customer's block at the left (where an address window puts it), the supplier's at the right. */
function partiesPage(customerLabel: string, supplierLabel: string): InvoiceExtraction["fields"] {
  return extractInvoice(
    page([
      sized(40, 18, [40, "INVOICE"]),
      ...(customerLabel ? [line(100, [40, customerLabel])] : []),
      line(112, [40, "Groenwoud Logistiek B.V."]),
      line(124, [40, "Transportweg 7"]),
      line(136, [40, "5047 TN Tilburg"]),
      ...(supplierLabel ? [line(100, [330, supplierLabel])] : []),
      line(112, [330, "Pixelhaven Studio B.V."]),
      line(124, [330, "Kanaaldijk 19"]),
      line(136, [330, "5611 AB Eindhoven"]),
      line(170, [40, "Invoice number"], [150, "2026-118"]),
      line(182, [40, "Invoice date"], [150, "27-11-2026"]),
      line(270, [330, "Subtotal"], [470, "€ 100,00"]),
      line(282, [330, "VAT 21%"], [470, "€ 21,00"]),
      line(294, [330, "Total"], [470, "€ 121,00"]),
    ]),
  ).fields;
}

describe("everyday vocabulary: whose block a label heads", () => {
  it.each([
    "Opdrachtgever",
    "Auftraggeber:",
    "Debiteur",
    "Klantgegevens",
    "Your details",
    "Customer details",
    "Besteller",
    "Purchaser",
    "Ship to",
    "Afleveradres",
    "Bezorgadres",
    "Shipping address",
  ])("the company under '%s' is not the supplier", (label) => {
    expect(partiesPage(label, "").supplierName?.value).toBe("Pixelhaven Studio B.V.");
  });
  it.each([
    "Opdrachtnemer",
    "Auftragnehmer",
    "Dienstverlener",
    "Onze gegevens",
    "Our details",
    "Company details",
    "Service provider",
    "Payee",
    "Anbieter",
  ])("the name under '%s' is the supplier's, without the label", (label) => {
    expect(partiesPage("", label).supplierName?.value).toBe("Pixelhaven Studio B.V.");
  });
});

describe("everyday vocabulary: the footer's legal line under a wordmark", () => {
  const withFooter = (footer: string): InvoiceExtraction["fields"] =>
    extractInvoice(
      page([
        sized(40, 22, [40, "lumora"]),
        sized(40, 18, [400, "Invoice"]),
        line(100, [40, "Bakkerij Noord"]),
        line(112, [40, "Dorpsstraat 3"]),
        line(124, [40, "3732 AB De Bilt"]),
        line(100, [360, "Invoice number"], [460, "2026-118"]),
        line(112, [360, "Invoice date"], [460, "27-11-2026"]),
        line(270, [330, "Subtotal"], [470, "€ 100,00"]),
        line(282, [330, "VAT 21%"], [470, "€ 21,00"]),
        line(294, [330, "Total"], [470, "€ 121,00"]),
        sized(800, 7, [40, footer]),
      ]),
    ).fields;
  it.each([
    [
      "Lumora Verlichting B.V., ingeschreven bij de Kamer van Koophandel onder nummer 71234567",
      "Lumora Verlichting B.V.",
    ],
    ["Lumora Verlichting BV - Ondernemingsnummer 0403.170.701 - RPR Antwerpen", "Lumora Verlichting BV"],
    [
      "Lumora Lighting Limited is registered in Ireland, company number 654321. Registered office: Dublin 2",
      "Lumora Lighting Limited",
    ],
    [
      "Lumora Licht UG (haftungsbeschränkt) · HRB 98765 · USt-IdNr. DE287441932",
      "Lumora Licht UG (haftungsbeschränkt)",
    ],
  ])("%s", (footer, name) => {
    expect(withFooter(footer).supplierName?.value).toBe(name);
  });
});
