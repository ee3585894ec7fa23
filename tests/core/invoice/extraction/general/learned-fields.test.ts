import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { type FieldHint, learnFieldHint } from "../../../../../core/invoice/extraction/learned-fields";
import { documentFrom } from "../words";

const KEY = "vat:DE123456789";

describe("learning where a supplier prints a field", () => {
  it("reads a total printed with its label in one cell, wherever the cell moves", () => {
    const first = documentFrom([
      { x: 40, y: 40, text: "Muster GmbH" },
      { x: 40, y: 60, text: "USt-IdNr. DE123456789" },
      { x: 40, y: 300, text: "Endbetrag laut Beleg: 571,04 €" },
    ]);
    const hint = learnFieldHint(first, "comma-decimal", KEY, "totalCents", 57104);
    expect(hint?.labelText).toBe("endbetrag laut beleg");
    const second = documentFrom([
      { x: 40, y: 40, text: "Muster GmbH" },
      { x: 40, y: 60, text: "USt-IdNr. DE123456789" },
      { x: 40, y: 200, text: "Zwischenwert: 12,00 €" },
      { x: 40, y: 420, text: "Endbetrag laut Beleg: 406,82 €" },
    ]);
    const hints = hint ? [hint] : [];
    expect(extractInvoice(second, "text-layer", { fieldHints: hints }).fields.totalCents?.value).toBe(40682);
  });

  it("finds the value under the occurrence of a repeated label text that has one", () => {
    // The supplier's name is printed in the letterhead (right) and in the return address line above the buyer.
    const layout = (buyer: string): Parameters<typeof documentFrom>[0] => [
      { x: 400, y: 40, text: "Muster GmbH" },
      { x: 400, y: 54, text: "Hauptstraße 1" },
      { x: 60, y: 120, text: "Muster GmbH" },
      { x: 60, y: 136, text: buyer },
      { x: 60, y: 150, text: "Bahnweg 2" },
      { x: 60, y: 164, text: "12345 Irgendwo" },
      { x: 400, y: 700, text: "USt-IdNr. DE123456789" },
    ];
    const hint = learnFieldHint(
      documentFrom(layout("Erika Probe")),
      "comma-decimal",
      KEY,
      "customerName",
      "Erika Probe",
    );
    const hints: FieldHint[] = hint ? [hint] : [];
    const next = extractInvoice(documentFrom(layout("Otto Beispiel")), "text-layer", { fieldHints: hints });
    expect(next.fields.customerName?.value).toBe("Otto Beispiel");
  });
});
