import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../../core/i18n/generated/nl";
import { registerCatalogue } from "../../../../core/i18n/translate";
import { describeCheck, renderCheckText } from "../../../../core/invoice/extraction/check-text";
import { runCrossChecks } from "../../../../core/invoice/extraction/cross-checks";
import type { InvoiceFields } from "../../../../core/invoice/extraction/types";

registerCatalogue("nl", CATALOGUE);

const field = <T>(value: T) => ({ value, confidence: 0.8, source: null });

function dateCheck(fields: InvoiceFields): string {
  const check = runCrossChecks(fields, [], []).checks.find((c) => c.id === "due-after-invoice-date");
  if (!check) throw new Error("no date check");
  expect(check.outcome).toBe(fields.invoiceDate && fields.dueDate ? "pass" : "skipped");
  return check.message;
}

describe("the due-date cross-check", () => {
  it("says which date is missing, not 'invoice date or due date'", () => {
    expect(dateCheck({ invoiceDate: field("2026-03-09") })).toBe(
      "No due date found to compare with the invoice date.",
    );
    expect(dateCheck({ dueDate: field("2026-04-08") })).toBe(
      "No invoice date found to compare with the due date.",
    );
    expect(dateCheck({})).toBe("Invoice date and due date not found.");
    expect(dateCheck({ invoiceDate: field("2026-03-09"), dueDate: field("2026-04-08") })).toBe(
      "Due date is on or after the invoice date.",
    );
  });
});

describe("cross-check texts", () => {
  const mismatch = runCrossChecks(
    {
      subtotalCents: field(123_456),
      vatTotalCents: field(25_926),
      totalCents: field(149_000),
      currency: field("EUR"),
      invoiceDate: field("2026-03-09"),
    },
    [{ rate: "9.5", baseCents: 123_456, vatCents: 25_926, confidence: 0.9, source: null }],
    [
      {
        description: "Brood",
        quantity: "1",
        unitPriceCents: 100_000,
        vatRate: "21",
        amountCents: 100_000,
        confidence: 0.9,
        source: null,
      },
    ],
  ).checks;

  it("word amounts with the one money formatter: € 1.234,56 in Dutch, €1,234.56 in English", () => {
    const totals = mismatch.find((check) => check.id === "totals-add-up");
    expect(totals?.message).toBe("Subtotal €1,234.56 plus VAT €259.26 is not the total €1,490.00.");
    expect(totals && describeCheck(totals, "nl")).toBe(
      "Subtotaal € 1.234,56 plus btw € 259,26 is niet het totaal € 1.490,00.",
    );
    const lines = mismatch.find((check) => check.id === "lines-sum-to-subtotal");
    expect(lines && describeCheck(lines, "nl")).toBe(
      "De regelbedragen tellen op tot € 1.000,00, het subtotaal is € 1.234,56.",
    );
    const rates = mismatch.find((check) => check.id === "vat-matches-rate");
    expect(rates && describeCheck(rates, "nl")).toBe("Btw tegen 9,5% klopt niet met tarief × grondslag.");
  });

  it("show a check stored before codes as its English", () => {
    expect(describeCheck({ message: "Old English text." }, "nl")).toBe("Old English text.");
    expect(describeCheck({ message: "Old.", text: { code: "no_such_code" } as never }, "nl")).toBe("Old.");
  });

  it("have a Dutch wording for every code", () => {
    const codes = [
      ...new Set(
        mismatch
          .concat(runCrossChecks({}, [], []).checks)
          .map((check) => check.text?.code)
          .filter((code) => code !== undefined),
      ),
    ];
    for (const code of codes)
      expect(renderCheckText({ code }, "nl")).not.toBe(renderCheckText({ code }, "en"));
  });
});
