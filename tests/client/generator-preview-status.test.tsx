import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PdfPreview } from "../../client/features/invoice-generator/pdf-preview";
import { createEmptyInvoice } from "../../core/invoice/model";

// Each drawing waits until the test lets it finish, as a slow machine would keep it busy.
const drawings = vi.hoisted((): Array<() => void> => []);
vi.mock("../../client/features/invoice-generator/pdf-engine", () => ({
  generateInvoicePdf: async () => new Uint8Array([37, 80, 68, 70]),
}));
vi.mock("../../client/features/invoice-generator/pdf-rasteriser", () => ({
  renderPdfPages: () => new Promise<number>((resolve) => drawings.push(() => resolve(1))),
}));

beforeEach(() => {
  vi.useFakeTimers();
  drawings.length = 0;
});
afterEach(() => vi.useRealTimers());

async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });
}

function status(): string {
  return screen.getByTestId("preview-status").textContent ?? "";
}

describe("the generator's preview status (issue 27 item 17)", () => {
  it("says what the drawn preview shows while a newer edit still waits its turn", async () => {
    const invoice = { ...createEmptyInvoice("2026-03-14"), number: "2026-001" };
    const view = render(<PdfPreview invoice={invoice} logo={null} />);
    await settle();
    expect(status()).toBe("Generating preview…");
    expect(drawings).toHaveLength(1);

    // Someone keeps typing while the first preview is being drawn.
    view.rerender(<PdfPreview invoice={{ ...invoice, number: "2026-002" }} logo={null} />);
    await settle();
    await act(async () => {
      drawings[0]?.();
    });
    await settle();
    expect(status()).toContain("Preview of 2026-001");

    await act(async () => {
      drawings[1]?.();
    });
    await settle();
    expect(status()).toContain("Preview of 2026-002");
  });
});
