import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { documentFrom } from "../words";

describe("the buyer's address window without a label", () => {
  it("stacks the window's lines over letterhead lines printed beside it and wide line spacing", () => {
    const fields = extractInvoice(
      documentFrom([
        { x: 450, y: 120, text: "Beispiel GmbH" },
        { x: 450, y: 136, text: "Ecke 12" },
        { x: 100, y: 152, text: "Beispiel GmbH ● Ecke 12 ● 12345 Stadthausen" },
        { x: 450, y: 152, text: "12345 Stadthausen" },
        { x: 70, y: 170, text: "Erika Probe" },
        { x: 450, y: 181, text: "fax 555 23 78" },
        { x: 70, y: 192, text: "Bahnweg 42" },
        { x: 450, y: 203, text: "info@example.test" },
        { x: 70, y: 216, text: "88802 Spielkreis" },
        { x: 57, y: 350, text: "Rechnung # RE-2024/7 von 08.10.2024" },
      ]),
    ).fields;
    expect([fields.supplierName?.value, fields.customerName?.value]).toEqual([
      "Beispiel GmbH",
      "Erika Probe",
    ]);
  });
});
