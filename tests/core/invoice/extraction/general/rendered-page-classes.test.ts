import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { line, page, sized } from "../everyday-layouts/page";

/** The classes our Chromium- and groff-rendered invoices showed (ADR 310), one synthetic page each. */
describe("rendered-page classes: supplier", () => {
  it("never takes an amount repeated on a totals line with a tax word as the footer's name", () => {
    const words = page([
      sized(40, 18, [40, "Hoi Fleur,"]),
      line(100, [40, "F. Jansen"], [300, "Factuurnummer"], [400, "240031877652"]),
      line(112, [40, "Parkweg 18"], [300, "Factuurdatum"], [400, "1 maart 2025"]),
      line(124, [40, "9711 RZ Groningen"]),
      sized(180, 10, [56, "Te betalen"], [500, "€ 28,94"]),
      line(240, [40, "Sim Only 20 GB"], [520, "€ 23,92"]),
      line(380, [40, "Btw 21% over € 23,92"], [520, "€ 5,02"]),
      line(400, [40, "Totaal incl. btw"], [520, "€ 28,94"]),
    ]);
    expect(extractInvoice(words).fields.supplierName?.value).not.toBe("€ 28,94");
  });
});

describe("rendered-page classes: footers in columns", () => {
  it("never takes a footer's e-mail address as the name, even when its domain ends like a legal form (.se)", () => {
    const words = page([
      sized(50, 15, [49, "FJÄLLNÄT"], [497, "Faktura"]),
      line(75, [448, "Fakturanummer"], [508, "10356"]),
      line(87, [448, "Fakturadatum"], [508, "2025-03-31"]),
      line(160, [49, "Berg & Söner Bygg AB"]),
      line(172, [49, "Box 412"]),
      line(184, [49, "831 26 Östersund"]),
      line(300, [327, "Att betala SEK"], [503, "37 075,00"]),
      sized(778, 5.6, [43, "Adress"], [170, "Telefon"], [298, "Bankgiro"], [425, "Momsreg.nr"]),
      sized(
        785,
        5.6,
        [43, "Fjällnät AB"],
        [170, "063-12 34 50"],
        [298, "5050-1055"],
        [425, "SE559012345001"],
      ),
      sized(792, 5.6, [43, "Storgatan 31"], [170, "info@fjallnat.se"], [298, "Org.nr 559012-3450"]),
    ]);
    expect(extractInvoice(words).fields.supplierName?.value).toBe("Fjällnät AB");
  });

  it("takes the name in a footer column whose register label is on the line above (a giro strip)", () => {
    const words = page([
      sized(50, 15, [481, "LASKU"]),
      line(69, [49, "Puhtaampi koti, enemmän aikaa."], [443, "Laskun numero"], [530, "5512"]),
      line(81, [443, "Laskun päivämäärä"], [545, "7.3.2025"]),
      line(114, [443, "Asiakasnumero"], [530, "318"]),
      line(144, [49, "Virtanen Matti"]),
      line(154, [49, "Hämeenkatu 20 B 14"]),
      line(165, [49, "33200 Tampere"]),
      line(263, [302, "Yhteensä EUR"], [516, "533,38"]),
      sized(785, 4.9, [43, "Saajan tilinumero"], [170, "Saaja"], [298, "Y-tunnus"]),
      sized(792, 6, [43, "FI21 1234 5600 0007 85"], [170, "Puhdas Arki Oy"], [298, "3141593-8 · ALV-rek."]),
    ]);
    expect(extractInvoice(words).fields.supplierName?.value).toBe("Puhdas Arki Oy");
  });
});

describe("rendered-page classes: totals", () => {
  it("reads the sum row of a line table by its columns (net, VAT, gross), not its first amount", () => {
    const words = page([
      sized(40, 12, [46, "Faktura VAT nr FV/112/03/2025"], [400, "Data wystawienia: 2025-03-12"]),
      line(70, [46, "Sprzedawca"], [304, "Nabywca"]),
      line(82, [46, "Drukarnia Wawelska Sp. z o.o."], [304, "Kawiarnia Pod Arkadami s.c."]),
      line(94, [46, "NIP: 676-249-88-17"], [304, "NIP: 945-112-33-01"]),
      line(
        147,
        [51, "Lp."],
        [83, "Nazwa towaru lub usługi"],
        [223, "Ilość"],
        [255, "Cena netto"],
        [312, "Wartość netto"],
        [379, "Stawka VAT"],
        [436, "Kwota VAT"],
        [493, "Wartość brutto"],
      ),
      line(
        160,
        [49, "1"],
        [69, "Ulotki A5"],
        [224, "2000"],
        [280, "0,21"],
        [341, "420,00"],
        [407, "23%"],
        [456, "96,60"],
        [524, "516,60"],
      ),
      line(
        173,
        [49, "2"],
        [69, "Kubki papierowe"],
        [232, "10"],
        [276, "38,50"],
        [341, "385,00"],
        [407, "23%"],
        [456, "88,55"],
        [524, "473,55"],
      ),
      line(185, [271, "Razem"], [341, "805,00"], [452, "185,15"], [524, "990,15"]),
      line(203, [46, "Do zapłaty: 990,15 PLN"]),
    ]);
    const fields = extractInvoice(words).fields;
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      80500, 18515, 99015,
    ]);
  });
});
