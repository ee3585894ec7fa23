import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom, placedWords } from "../words";

describe("everyday invoices: totals labels with a currency between label and amount", () => {
  it("reads 'Subtotal in EUR' and 'Total in EUR' when the amount is its own column", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 400, x: 300, text: "Subtotal in EUR | €83.20" },
        { x: 300, text: "VAT (0%) | €0.00" },
        { x: 300, text: "Total in EUR | €83.20" },
      ]),
    );
    expect(extraction.fields.subtotalCents?.value).toBe(8320);
    expect(extraction.fields.totalCents?.value).toBe(8320);
  });
  it("reads a German 'Summe brutto (in EURO)' with the amount in the next column", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 400, x: 300, text: "Summe netto (in EURO) | 100,00" },
        { x: 300, text: "MwSt. 19 % | 19,00" },
        { x: 300, text: "Summe brutto (in EURO) | 119,00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(11900);
    expect(extraction.fields.subtotalCents?.value).toBe(10000);
  });
});

describe("everyday invoices: invoice numbers", () => {
  it("keeps the hyphen a font left unmapped (NUL) inside an invoice number", () => {
    const extraction = extractInvoice(
      placedWords([
        {
          y: 70,
          cells: [
            [30, "Invoice number"],
            [104, "76253815\u00000004"],
          ],
        },
      ]),
    );
    expect(extraction.fields.invoiceNumber?.value).toBe("76253815-0004");
  });
  it("reads the number after 'Invoice # —'", () => {
    const extraction = extractInvoice(documentFrom([{ x: 365, text: "Invoice # — 3189846" }]));
    expect(extraction.fields.invoiceNumber?.value).toBe("3189846");
  });
  it("reads a long order id under an 'INVOICE:' heading", () => {
    const extraction = extractInvoice(
      placedWords([
        { y: 203, height: 17, cells: [[208, "INVOICE:"]] },
        { y: 226, height: 17, cells: [[55, "#XZZ5672cdf32cf60900LFNLZ7EASNE4T"]] },
      ]),
    );
    expect(extraction.fields.invoiceNumber?.value).toBe("XZZ5672cdf32cf60900LFNLZ7EASNE4T");
  });
  it("reads 'Tax Invoice No:' and 'Document Number' labels", () => {
    expect(
      extractInvoice(documentFrom(["TAX INVOICE", "Tax Invoice No: TI-2031"])).fields.invoiceNumber?.value,
    ).toBe("TI-2031");
    expect(
      extractInvoice(documentFrom(["Statement", "Document Number | 900123"])).fields.invoiceNumber?.value,
    ).toBe("900123");
  });
});

describe("everyday invoices: the supplier's VAT id", () => {
  it("reads a one-stop-shop number (EU + 9 digits) and spaced UK and Irish numbers", () => {
    const vatId = (line: string): string | undefined =>
      extractInvoice(documentFrom(["Invoice 1001", line])).fields.supplierVatId?.value;
    expect(vatId("VAT number: EU372001951")).toBe("EU372001951");
    expect(vatId("VAT Reg. No. GB 123 4567 89")).toBe("GB123456789");
    expect(vatId("VAT number: IE 6388047 V")).toBe("IE6388047V");
  });
  it("never takes the customer's id printed at the top when the same id sits in the bill-to block", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice",
        "Invoice number 76253815-0004",
        "VAT Number DE355369209",
        { y: 140, text: "Storyblok GmbH | Bill to" },
        "Peter-Behrens-Platz 2 | SimFin Analytics GmbH",
        "A 4020 Linz | Pfälzer Ufer 4",
        "Austria | 06108 Halle",
        "| DE VAT DE355369209",
        { y: 500, text: "VAT of Storyblok GmbH ATU72706128" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("ATU72706128");
    expect(extraction.fields.customerVatId?.value).toBe("DE355369209");
  });
  it("prefers the id printed with the supplier's name when two ids are not marked as anyone's", () => {
    const extraction = extractInvoice(
      documentFrom([
        { text: "Acme Software GmbH", x: 40 },
        "Invoice 2024-77",
        "Reference DE811569869",
        { y: 700, text: "Acme Software GmbH · Register court Berlin · VAT ATU72706128" },
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("ATU72706128");
  });
});

describe("everyday invoices: the supplier's name", () => {
  const word = (x: number, y: number, height: number, text: string) => ({
    page: 1,
    x,
    y,
    width: text.length * height * 0.55,
    height,
    text,
  });
  it("reads a small legal name at the top, not an address a tall title pulled onto its line", () => {
    // "Invoice" is 25 pt: the three 8 pt address lines beside it group into its line.
    const document = placedWords([
      { y: 60, cells: [[444, "Google Cloud EMEA Limited"]] },
      { y: 75, cells: [[518, "Velasco"]] },
      {
        y: 118,
        cells: [
          [50, "Invoice number: 4836212534"],
          [522, "Ireland"],
        ],
      },
      { y: 171, cells: [[48, "Bill to"]] },
      { y: 186, cells: [[48, "SimFin Analytics GmbH"]] },
      { y: 818, cells: [[506, "Page 1 of 2"]] },
    ]);
    const words = [
      word(50, 89, 25, "Invoice"),
      word(483, 90, 8, "Clanwilliam"),
      word(483, 98, 8, "Place"),
      word(483, 105, 8, "Dublin"),
      word(520, 105, 8, "2"),
    ];
    const extraction = extractInvoice({ pages: document.pages, words: [...document.words, ...words] });
    expect(extraction.fields.supplierName?.value).toBe("Google Cloud EMEA Limited");
    expect(extraction.fields.customerName?.value).toBe("SimFin Analytics GmbH");
  });
  it("skips a slogan, a document title, a label and a street, and takes the footer's legal name", () => {
    const document = placedWords([
      { y: 40, height: 20, cells: [[40, "Dat betaal ik zelf wel."]] },
      { y: 70, height: 16, cells: [[40, "PAYMENT RECEIPT"]] },
      {
        y: 95,
        cells: [
          [40, "Afleveradres:"],
          [300, "Factuurnummer 2024-118"],
        ],
      },
      { y: 108, cells: [[40, "Keizersgracht 12"]] },
      { y: 121, cells: [[40, "1015 CX Amsterdam"]] },
      { y: 780, cells: [[40, "Voorbeeld Webwinkel B.V. · KvK 12345678 · BTW NL001234567B01"]] },
    ]);
    expect(extractInvoice(document).fields.supplierName?.value).toBe("Voorbeeld Webwinkel B.V.");
  });
  it("never takes the customer's name printed again at the top (a ship-to copy) as the supplier", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 40, text: "Bill to | Ship to" },
        "Hotel Zeezicht B.V. | Hotel Zeezicht B.V.",
        "Strandweg 1 | Strandweg 1",
        "Invoice 3301",
        { y: 700, text: "Thanks for your business!" },
        { y: 760, text: "Printwerk Oy, Business ID 1234567-8, VAT FI12345678" },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Printwerk Oy");
  });
  it("keeps a sole trader's trading name, not the owner's name printed after it", () => {
    const extraction = extractInvoice(
      documentFrom([
        "VAT Invoice no. FS/22/09/51",
        "Seller: | Buyer:",
        "SwissDev Greg Janusz Tomasik | SimFin Analytics GmbH",
        "Pcim 938 | Pfälzer Ufer 4",
        "gregory@swissdevjobs.ch",
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("SwissDev");
  });
  it("prefers the name that matches the page's web address over a bigger caption", () => {
    const document = placedWords([
      { y: 40, height: 14, cells: [[40, "Cloud Hosting"]] },
      { y: 70, height: 12, cells: [[40, "Nimbo Cloud Services"]] },
      { y: 84, cells: [[40, "www.nimbo.io"]] },
      { y: 120, cells: [[40, "Invoice 7781"]] },
      { y: 780, cells: [[40, "Page 1 of 1"]] },
    ]);
    expect(extractInvoice(document).fields.supplierName?.value).toBe("Nimbo Cloud Services");
  });
});

describe("everyday invoices: currency and tax labels", () => {
  it("never defaults to EUR when the page names another currency", () => {
    const currency = (lines: string[]): string | undefined =>
      extractInvoice(documentFrom(["Invoice 12", ...lines])).fields.currency?.value;
    expect(currency(["Currency NZD", "Total | 115.00"])).toBe("NZD");
    expect(currency(["Total | US$ 115.00"])).toBe("USD");
    expect(currency(["Total | ₹ 1,180.00"])).toBe("INR");
    expect(currency(["Total | Rs. 1,180.00"])).toBe("INR");
    expect(currency(["Total | CHF 115.00"])).toBe("CHF");
    expect(currency(["Total | £115.00"])).toBe("GBP");
  });
  it("reads 'Tax:', 'GST' and 'Plus GST' as the VAT total", () => {
    const netlify = extractInvoice(
      documentFrom([
        { x: 400, text: "Subtotal: 75.87" },
        { x: 400, text: "Tax: 0.00" },
        { x: 400, text: "Total: 75.87" },
      ]),
    );
    expect(netlify.fields.vatTotalCents?.value).toBe(0);
    const gst = extractInvoice(
      documentFrom(["Subtotal | $100.00", "Plus GST | $15.00", "Total incl. GST | $115.00"]),
    );
    expect(gst.fields.vatTotalCents?.value).toBe(1500);
    expect(gst.fields.totalCents?.value).toBe(11500);
  });
});

describe("everyday invoices: dates", () => {
  it("reads '29-Nov-19', '01 Feb 20' and '13 Sep, 2022' as invoice dates", () => {
    const date = (line: string): string | undefined =>
      extractInvoice(documentFrom(["Invoice 12", line])).fields.invoiceDate?.value;
    expect(date("Invoice date: 29-Nov-19")).toBe("2019-11-29");
    expect(date("Date | 01 Feb 20")).toBe("2020-02-01");
    expect(date("Invoice Date — Sep 13, 2022")).toBe("2022-09-13");
    expect(date("Issued 13 Sep, 2022")).toBe("2022-09-13");
  });
  it("does not take a credit-expiry, period or service date for the invoice date", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice 4471",
        "Your credits expire on 29-Nov-20",
        "Service period from 01 Oct 20 to 31 Oct 20",
        "Issued 02 Nov 20",
      ]),
    );
    expect(extraction.fields.invoiceDate?.value).toBe("2020-11-02");
  });
});

describe("everyday invoices: prices incl. VAT", () => {
  it("reads the net as the gross less the VAT printed as included, not the subtotal that equals the total", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Factuur 2024-0042",
        { y: 400, text: "Omschrijving | Aantal | Bedrag" },
        "Koffiebonen 1 kg | 2 | € 42,00",
        { y: 460, x: 300, text: "Subtotaal | € 42,00" },
        { x: 300, text: "Totaal | € 42,00" },
        { x: 300, text: "Waarvan btw 9% | € 3,47" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(4200);
    expect(extraction.fields.vatTotalCents?.value).toBe(347);
    expect(extraction.fields.subtotalCents?.value).toBe(3853);
    const lines = extraction.checks.find((check) => check.id === "lines-sum-to-subtotal");
    expect(lines?.outcome).toBe("pass");
  });
  it("does not read 'Incl. BTW' with the gross amount as included VAT", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Factuur 2024-0043",
        { y: 460, x: 300, text: "Excl. BTW | € 100,00" },
        { x: 300, text: "BTW 21% | € 21,00" },
        { x: 300, text: "Incl. BTW | € 121,00" },
        { x: 300, text: "Totaal | € 121,00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(12100);
    expect(extraction.fields.vatTotalCents?.value).toBe(2100);
  });
});

describe("everyday invoices: an explanatory example page", () => {
  it("takes the totals of the invoice, not of the example on the page that explains it", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice 5521",
        { y: 400, x: 300, text: "Total | €50.00" },
        { page: 2, y: 40, text: "Example: how your bill is calculated" },
        { page: 2, y: 300, x: 300, text: "Subtotal | €81.82" },
        { page: 2, x: 300, text: "VAT 21% | €17.18" },
        { page: 2, x: 300, text: "Total | €99.00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(5000);
    expect(extraction.fields.subtotalCents).toBeUndefined();
  });
});

describe("everyday invoices: hostile text", () => {
  it("reads a normal invoice beside a line of thousands of junk words and dotted runs", () => {
    const junk = Array.from({ length: 4000 }, (_, index) =>
      index % 2 ? "a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a@" : "incl. 21% btw 1.00 Rs.",
    ).join(" ");
    const extraction = extractInvoice(
      documentFrom([
        { text: "Nimbo Cloud Services B.V." },
        "Invoice 7781",
        "Invoice date: 29-Nov-19",
        { y: 400, x: 300, text: "Total | €50.00" },
        { y: 700, text: junk },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Nimbo Cloud Services B.V.");
    expect(extraction.fields.invoiceDate?.value).toBe("2019-11-29");
    expect(extraction.fields.totalCents?.value).toBe(5000);
  });
});

describe("everyday invoices: a line-item table's 'Total' column", () => {
  it("does not take the first row's amount under the table header for the invoice total", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Invoice 901",
        { y: 300, text: "Description | Qty | Unit price | Total" },
        "Widget | 3 | 10.00 | 30.00",
        "Gadget | 1 | 6.30 | 6.30",
        { y: 420, x: 300, text: "Amount due | 36.30" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(3630);
  });
});

describe("everyday invoices: parties under English 'From'/'To' and 'Payable to' labels", () => {
  it("reads the supplier under 'From:' and the customer under 'To:', never the other way round", () => {
    const extraction = extractInvoice(
      documentFrom([
        "INVOICE",
        "Invoice 2291",
        "From: | To:",
        "Studio Lumen | Hotel Zeezicht B.V.",
        "Kade 4 | Strandweg 1",
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Studio Lumen");
    expect(extraction.fields.customerName?.value).toBe("Hotel Zeezicht B.V.");
  });
  it("takes the name after 'Pay to:' as the supplier, over the addressee's name at the top", () => {
    const extraction = extractInvoice(
      documentFrom([
        { text: "Hotel Zeezicht B.V.", x: 40 },
        "Strandweg 1",
        "2042 AB Zandvoort",
        "Invoice 77",
        { y: 600, text: "Pay to: Lumen Photography Ltd" },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Lumen Photography Ltd");
  });
});

describe("everyday invoices: net taken as total", () => {
  it("reads 'Totaal' as the net when it plus the VAT makes 'Te betalen'", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Factuur 2024-310",
        { y: 500, x: 300, text: "Totaal | € 100,00" },
        { x: 300, text: "BTW 21% | € 21,00" },
        { x: 300, text: "Te betalen | € 121,00" },
      ]),
    );
    expect(extraction.fields.totalCents?.value).toBe(12100);
    expect(extraction.fields.subtotalCents?.value).toBe(10000);
    expect(extraction.fields.vatTotalCents?.value).toBe(2100);
  });
});

describe("everyday invoices: letterhead and footer name the same supplier", () => {
  it("does not take the supplier's letterhead block for the customer when the footer adds the legal form", () => {
    const extraction = extractInvoice(
      documentFrom([
        { y: 40, text: "Bakkerij Jansen" },
        "Dorpsstraat 1",
        "1234 AB Utrecht",
        { y: 160, text: "Hotel Zeezicht" },
        "Strandweg 1",
        "2042 AB Zandvoort",
        { y: 260, text: "Factuur 2024-12" },
        { y: 780, text: "Bakkerij Jansen B.V. · KvK 12345678 · BTW NL001234567B01" },
      ]),
    );
    expect(extraction.fields.supplierName?.value).toBe("Bakkerij Jansen B.V.");
    expect(extraction.fields.customerName?.value).toBe("Hotel Zeezicht");
    expect(extraction.fields.supplierAddress?.value).toBe("Dorpsstraat 1, 1234 AB Utrecht");
  });
});
