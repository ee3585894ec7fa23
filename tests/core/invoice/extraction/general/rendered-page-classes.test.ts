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
