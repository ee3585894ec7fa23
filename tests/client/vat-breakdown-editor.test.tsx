import { fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { describe, expect, it } from "vitest";
import { VatBreakdownEditor } from "../../client/features/invoice-processor/vat-breakdown-editor";
import {
  type BreakdownDraftRow,
  type BreakdownTotals,
  collectBreakdown,
  initialBreakdown,
  parseRateInput,
} from "../../client/features/invoice-processor/vat-breakdown-values";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import { renderInDutch } from "./in-dutch";

/** € 275,00 at 7 % and € 198,00 at 19 %: net € 473,00, VAT € 56,87, total € 529,87. */
const EXTRACTION: InvoiceExtraction = {
  method: "text-layer",
  numberFormat: "comma-decimal",
  fields: {},
  vatLines: [
    { rate: "7", baseCents: 27_500, vatCents: 1_925, confidence: 0.9, source: null },
    { rate: "19", baseCents: 19_800, vatCents: 3_762, confidence: 0.9, source: null },
  ],
  lineItems: [],
  checks: [],
};

const TOTALS: BreakdownTotals = {
  subtotalCents: 47_300,
  vatTotalCents: 5_687,
  totalCents: 52_987,
  roundingCents: null,
  currency: "EUR",
};

let latest: BreakdownDraftRow[] = [];

function Harness({ totals = TOTALS }: { totals?: BreakdownTotals }): ReactElement {
  const [rows, setRows] = useState(() => initialBreakdown(EXTRACTION));
  latest = rows;
  return <VatBreakdownEditor rows={rows} totals={totals} onChange={setRows} />;
}

function row(name: string): HTMLElement {
  return screen.getByRole("group", { name });
}

describe("the review's VAT breakdown", () => {
  it("shows one editable row per rate and says the breakdown adds up", () => {
    render(<Harness />);
    expect(within(row("Rate 1")).getByLabelText("VAT rate (%)")).toHaveProperty("value", "7");
    expect(within(row("Rate 2")).getByLabelText("Taxable amount")).toHaveProperty("value", "198.00");
    expect(within(row("Rate 2")).getByLabelText("VAT amount")).toHaveProperty("value", "37.62");
    expect(screen.getByRole("status").textContent).toContain("The breakdown adds up");
  });

  it("takes European and plain amounts, says a mismatch in words, and still lets the draft be saved", () => {
    render(<Harness />);
    fireEvent.change(within(row("Rate 2")).getByLabelText("VAT amount"), { target: { value: "30,00" } });
    const status = screen.getByRole("status").textContent ?? "";
    expect(status).toContain("Rate 2: 19% of €198.00 is €37.62, not €30.00.");
    expect(status).toContain("The VAT amounts add up to €49.25, but the VAT total is €56.87 (€7.62 apart).");
    expect(status).toContain("You can save with a difference");
    const collected = collectBreakdown(EXTRACTION, latest);
    expect(collected).toEqual({
      ok: true,
      value: [
        { rate: "7", baseCents: 27_500, vatCents: 1_925 },
        { rate: "19", baseCents: 19_800, vatCents: 3_000 },
      ],
    });
    fireEvent.change(within(row("Rate 2")).getByLabelText("Taxable amount"), {
      target: { value: "1.234,56" },
    });
    expect(collectBreakdown(EXTRACTION, latest).ok && latest[1]?.base).toBe("1.234,56");
    const value = collectBreakdown(EXTRACTION, latest);
    expect(value.ok && value.value?.[1]?.baseCents).toBe(123_456);
  });

  it("adds and removes rate rows with the keyboard's buttons, and leaves an unchanged breakdown out of the save", () => {
    render(<Harness />);
    expect(collectBreakdown(EXTRACTION, latest)).toEqual({ ok: true, value: null });
    fireEvent.click(screen.getByRole("button", { name: "Add a rate" }));
    const third = row("Rate 3");
    fireEvent.change(within(third).getByLabelText("VAT rate (%)"), { target: { value: "reverse charge" } });
    fireEvent.change(within(third).getByLabelText("Taxable amount"), { target: { value: "100" } });
    expect(collectBreakdown(EXTRACTION, latest)).toMatchObject({
      ok: true,
      value: [{}, {}, { rate: "reverse-charge", baseCents: 10_000, vatCents: 0 }],
    });
    fireEvent.click(screen.getByRole("button", { name: "Remove rate 1" }));
    expect(screen.queryByRole("group", { name: "Rate 3" })).toBeNull();
    expect(within(row("Rate 1")).getByLabelText("VAT rate (%)")).toHaveProperty("value", "19");
  });

  it("refuses a rate it cannot read, naming the row", () => {
    render(<Harness />);
    fireEvent.change(within(row("Rate 1")).getByLabelText("VAT rate (%)"), { target: { value: "seven" } });
    expect(collectBreakdown(EXTRACTION, latest)).toEqual({
      ok: false,
      message: "Rate 1: type the rate as a number, e.g. 21, or “reverse charge”.",
    });
  });

  it("shows the rounding line when the total is net + VAT rounded for payment", () => {
    render(<Harness totals={{ ...TOTALS, totalCents: 52_985 }} />);
    expect(screen.getByTestId("breakdown-rounding").textContent).toBe(
      "Rounding: −€0.02. Net plus VAT makes €529.87; the total to pay is rounded to €529.85. The e-invoice states this rounding.",
    );
  });

  it("reads rates as people type them", () => {
    expect(
      ["21", "21 %", "5,5", "5.50", "0", "verlegd", "btw verlegd", "Reverse charge", "100"].map(
        parseRateInput,
      ),
    ).toEqual(["21", "21", "5.5", "5.5", "0", "reverse-charge", "reverse-charge", "reverse-charge", "100"]);
    expect(["", "101", "-9", "21.12345", "abc", "1e2"].map(parseRateInput)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("the review's VAT breakdown in Dutch", () => {
  renderInDutch();

  it("words rows, mismatches and the rounding in Dutch with Dutch amounts", () => {
    render(<Harness totals={{ ...TOTALS, totalCents: 53_100 }} />);
    expect(screen.getByRole("heading", { name: "Btw-specificatie" })).toBeTruthy();
    expect(within(row("Tarief 1")).getByLabelText("Grondslag (excl. btw)")).toHaveProperty("value", "275.00");
    expect(screen.getByRole("status").textContent).toContain(
      "Excl. btw € 473,00 plus btw € 56,87 is € 529,87, maar het totaal is € 531,00 (€ 1,13 verschil).",
    );
    fireEvent.change(within(row("Tarief 2")).getByLabelText("Btw-tarief (%)"), {
      target: { value: "verlegd" },
    });
    expect(screen.getByRole("status").textContent).toContain(
      "Tarief 2: verlegd van € 198,00 is € 0,00, niet € 37,62.",
    );
    expect(screen.getByRole("button", { name: "Tarief toevoegen" })).toBeTruthy();
  });
});
