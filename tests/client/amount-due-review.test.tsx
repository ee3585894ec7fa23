import { fireEvent, render, screen } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { EditedValues } from "../../client/features/invoice-ocr/export-result";
import { FieldsForm } from "../../client/features/invoice-ocr/fields-form";
import { AmountDueField } from "../../client/features/invoice-processor/amount-due-field";
import {
  AMOUNT_DUE,
  collectReviewEdits,
  initialReviewValues,
  withTotalTyped,
} from "../../client/features/invoice-processor/amount-due-values";
import { ApproveWhenSure } from "../../client/features/invoice-processor/approve-when-sure";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";
import { useDutchPage } from "./dutch-catalogue";

const SURE = { confidence: 0.95, source: null, verdict: "sure" as const };

function extraction(
  fields: InvoiceExtraction["fields"],
  amountDueVerdict?: InvoiceExtraction["amountDueVerdict"],
): InvoiceExtraction {
  return {
    method: "text-layer",
    numberFormat: "comma-decimal",
    fields: { supplierName: { value: "Schreinerei Holz GmbH", ...SURE }, ...fields },
    vatLines: [],
    lineItems: [],
    checks: [],
    ...(amountDueVerdict ? { amountDueVerdict } : {}),
  };
}

/** "Erhaltene Anzahlung 500,00 · Zahlbetrag 1.880,00" under a total of 2.380,00. */
const DEPOSIT = extraction({
  totalCents: { value: 238_000, ...SURE },
  amountDueCents: { value: 188_000, ...SURE },
});
/** A total read sure, "Reeds betaald" on the page, no amount due printed apart. */
const PAID_SIGN = extraction({ totalCents: { value: 238_000, ...SURE } }, "check");
const ORDINARY = extraction({ totalCents: { value: 238_000, ...SURE } }, "sure");

let saved: ReturnType<typeof collectReviewEdits> | null = null;

/** The review's wiring of the total and the amount due (invoice-review.tsx), and its save. */
function Review({ read }: { read: InvoiceExtraction }): ReactElement {
  const [values, setValues] = useState<EditedValues>(initialReviewValues(read));
  return (
    <>
      <ApproveWhenSure extraction={read} reviewed={false} busy={false} onApprove={vi.fn()} />
      <FieldsForm
        extraction={read}
        values={values}
        onChange={(name, value) =>
          setValues((current) =>
            name === "totalCents" ? withTotalTyped(current, value) : { ...current, [name]: value },
          )
        }
        onFocusField={vi.fn()}
      />
      <AmountDueField
        extraction={read}
        values={values}
        onChange={(value) => setValues((current) => ({ ...current, [AMOUNT_DUE]: value }))}
        onFocusField={vi.fn()}
      />
      <button type="button" onClick={() => (saved = collectReviewEdits(read, values))}>
        save
      </button>
    </>
  );
}

function amountDue(): HTMLInputElement {
  return screen.getByLabelText("Amount due") as HTMLInputElement;
}

function type(label: string, text: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

function save(): ReturnType<typeof collectReviewEdits> | null {
  fireEvent.click(screen.getByRole("button", { name: "save" }));
  return saved;
}

describe("the amount due in the review", () => {
  it("is hidden on an ordinary invoice, which stays approvable in one click", () => {
    render(<Review read={ORDINARY} />);
    expect(screen.queryByLabelText("Amount due")).toBeNull();
    expect(screen.getByRole("button", { name: "Approve" })).toBeTruthy();
    type("Total", "2400,00");
    expect(save()).toEqual({ ok: true, value: { totalCents: 240_000 } });
  });

  it("shows a deposit invoice's amount due as read, marked sure, and saves a correction", () => {
    render(<Review read={DEPOSIT} />);
    expect(amountDue().value).toBe("1880.00");
    expect(document.getElementById("field-amountDueCents-verdict")?.textContent).toBe("✓ sure");
    type("Amount due", "1.800,00");
    expect(save()).toEqual({ ok: true, value: { amountDueCents: 180_000 } });
  });

  it("shows the total as the amount due to check when the page says something was paid, and counts it", () => {
    render(<Review read={PAID_SIGN} />);
    expect(amountDue().value).toBe("2380.00");
    expect(amountDue().closest("[data-low-confidence]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByText("Fields to check: 1")).toBeTruthy();
    // Left as the total: nothing new to store, the total keeps standing for it.
    expect(save()).toEqual({ ok: true, value: {} });
    type("Amount due", "1880,00");
    expect(save()).toEqual({ ok: true, value: { amountDueCents: 188_000 } });
  });

  it("follows a corrected total when it equalled it; one that differed stays and is checked again", () => {
    const { unmount } = render(<Review read={PAID_SIGN} />);
    type("Total", "2.390,00");
    expect(amountDue().value).toBe("2.390,00");
    expect(save()).toEqual({ ok: true, value: { totalCents: 239_000 } });
    unmount();
    render(<Review read={DEPOSIT} />);
    type("Total", "2390.00");
    expect(amountDue().value).toBe("1880.00");
    expect(amountDue().closest("[data-low-confidence]")).not.toBeNull();
    // Above the new total it is a balance still open from before: kept, not refused.
    type("Total", "1500.00");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(save()).toEqual({ ok: true, value: { totalCents: 150_000 } });
  });

  it("refuses hostile input with a clear message and saves nothing", () => {
    render(<Review read={DEPOSIT} />);
    const cases: [string, string][] = [
      ["1e9", "Enter an amount such as 1234.56."],
      ["12345678901234567890", "Enter an amount such as 1234.56."],
      ["vijfhonderd", "Enter an amount such as 1234.56."],
    ];
    for (const [text, message] of cases) {
      type("Amount due", text);
      expect(screen.getByRole("alert").textContent).toBe(message);
      expect(amountDue().getAttribute("aria-invalid")).toBe("true");
      expect(save()).toEqual({
        ok: false,
        error: { field: "amountDueCents", message: `Amount due: ${message}` },
      });
    }
  });

  it("takes a refund (below zero) and an open balance from before (above the total) as typed", () => {
    render(<Review read={DEPOSIT} />);
    for (const [text, cents] of [
      ["-100,00", -10_000],
      ["2380,01", 238_001],
    ] as const) {
      type("Amount due", text);
      expect(screen.queryByRole("alert")).toBeNull();
      expect(save()).toEqual({ ok: true, value: { amountDueCents: cents } });
    }
  });
});

describe("the amount due in Dutch", () => {
  useDutchPage();

  it("is called Te betalen, with Dutch messages", () => {
    render(<Review read={DEPOSIT} />);
    const input = screen.getByLabelText("Te betalen");
    fireEvent.change(input, { target: { value: "vijfhonderd" } });
    expect(screen.getByRole("alert").textContent).toBe("Vul een bedrag in, zoals 1234,56.");
  });
});
