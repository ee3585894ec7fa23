import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { verdictOf } from "../../../../../core/invoice/extraction/field-verdict";
import { line, page, sized } from "../everyday-layouts/page";

/** Sure made honest on what the rendered invoices showed (ADR 310). */
describe("rendered-page classes: sure", () => {
  it("never marks a net sure by lines that add up to the total while net + VAT do not make it", () => {
    const words = page([
      sized(40, 12, [46, "Faktura VAT nr FV/112/03/2025"], [400, "Data wystawienia: 2025-03-12"]),
      line(70, [46, "Sprzedawca"], [304, "Nabywca"]),
      line(82, [46, "Drukarnia Wawelska Sp. z o.o."], [304, "Kawiarnia Pod Arkadami s.c."]),
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
    const extraction = extractInvoice(words);
    const { subtotalCents, vatTotalCents, totalCents } = extraction.fields;
    const addsUp = (subtotalCents?.value ?? 0) + (vatTotalCents?.value ?? 0) === totalCents?.value;
    expect(addsUp || verdictOf(extraction, "subtotalCents") !== "sure").toBe(true);
  });
});
