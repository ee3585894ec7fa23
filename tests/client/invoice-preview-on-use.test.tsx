import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PdfPreview } from "../../client/features/invoice-generator/pdf-preview";
import { createEmptyInvoice } from "../../core/invoice/model";

// Records when the heavy modules (pdf-lib + fonts, pdf.js) are first imported.
const loaded = vi.hoisted((): string[] => []);
vi.mock("../../client/features/invoice-generator/pdf-engine", () => {
  loaded.push("pdf-engine");
  return { generateInvoicePdf: async () => new Uint8Array([37, 80, 68, 70]) };
});
vi.mock("../../client/features/invoice-generator/pdf-rasteriser", () => {
  loaded.push("pdf-rasteriser");
  return { renderPdfPages: async () => 1 };
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_000);
  });
}

describe("the public generator's PDF preview loads its engine on use (issue 14 item 18)", () => {
  it("loads no PDF code until the invoice is first edited, then previews", async () => {
    const opened = createEmptyInvoice("2026-03-14");
    const view = render(<PdfPreview invoice={opened} logo={null} waitForChange />);
    await settle();
    expect(loaded).toEqual([]);
    expect(screen.getByTestId("preview-status").textContent).toBe(
      "The preview appears as you fill in the invoice.",
    );

    view.rerender(<PdfPreview invoice={{ ...opened, number: "2026-001" }} logo={null} waitForChange />);
    await settle();
    expect(loaded.sort()).toEqual(["pdf-engine", "pdf-rasteriser"]);
    expect(screen.getByTestId("preview-status").textContent).toContain("Preview of 2026-001");
  });

  it("'Show preview' starts it without an edit", async () => {
    render(<PdfPreview invoice={createEmptyInvoice("2026-03-14")} logo={null} waitForChange />);
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Show preview" }));
    });
    await settle();
    expect(screen.getByTestId("preview-status").textContent).toContain("Preview of (no number)");
  });
});
