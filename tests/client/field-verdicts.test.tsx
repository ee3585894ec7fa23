import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FieldsForm } from "../../client/features/invoice-ocr/fields-form";
import { ApproveWhenSure } from "../../client/features/invoice-processor/approve-when-sure";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";

function extraction(fields: InvoiceExtraction["fields"]): InvoiceExtraction {
  return {
    method: "text-layer",
    numberFormat: "comma-decimal",
    fields,
    vatLines: [],
    lineItems: [],
    checks: [],
  };
}

const MIXED = extraction({
  supplierName: { value: "Bakkerij Jansen B.V.", confidence: 0.85, source: null, verdict: "sure" },
  totalCents: { value: 12_100, confidence: 0.92, source: null, verdict: "check" },
});

const ALL_SURE = extraction({
  supplierName: { value: "Bakkerij Jansen B.V.", confidence: 0.85, source: null, verdict: "sure" },
  totalCents: { value: 12_100, confidence: 0.98, source: null, verdict: "sure" },
});

describe("sure and check fields in the review", () => {
  it("highlights only the fields to check, and says so to a screen reader; sure fields get a small mark", () => {
    render(<FieldsForm extraction={MIXED} values={{}} onChange={vi.fn()} onFocusField={vi.fn()} />);
    const total = screen.getByLabelText("Total");
    expect(total.closest("[data-low-confidence]")).not.toBeNull();
    expect(total.getAttribute("aria-describedby")).toBe("field-totalCents-verdict");
    expect(document.getElementById("field-totalCents-verdict")?.textContent).toBe("Check this");
    const supplier = screen.getByLabelText("Supplier");
    expect(supplier.closest("[data-low-confidence]")).toBeNull();
    expect(document.getElementById("field-supplierName-verdict")?.textContent).toBe("✓ sure");
    expect(screen.getAllByText("Check this")).toHaveLength(1);
  });

  it("derives the verdict of a field stored before verdicts existed (a typed value is sure)", () => {
    const old = extraction({ supplierName: { value: "Jansen", confidence: 1, source: null } });
    render(<FieldsForm extraction={old} values={{}} onChange={vi.fn()} onFocusField={vi.fn()} />);
    expect(document.getElementById("field-supplierName-verdict")?.textContent).toBe("✓ sure");
  });

  it("offers one-click approval only when every field is sure", () => {
    const approve = vi.fn();
    const { rerender } = render(
      <ApproveWhenSure extraction={MIXED} reviewed={false} busy={false} onApprove={approve} />,
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.getByText("Fields to check: 1")).toBeTruthy();
    rerender(<ApproveWhenSure extraction={ALL_SURE} reviewed={false} busy={false} onApprove={approve} />);
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(approve).toHaveBeenCalledTimes(1);
    rerender(<ApproveWhenSure extraction={ALL_SURE} reviewed={true} busy={false} onApprove={approve} />);
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
