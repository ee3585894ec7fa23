import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VatCheckPanel } from "../../client/features/vat-check/vat-check-panel";
import type { VatCheck } from "../../core/vies/vat-check";
import { useDutchPage } from "./dutch-catalogue";

const VALID: VatCheck = {
  vatId: "BE0417497106",
  status: "valid",
  name: "ANHEUSER-BUSCH INBEV SA/NV",
  address: null,
  checkedAt: 0,
};

function renderPanel(vatId: string, reply: Awaited<ReturnType<Parameters<typeof VatCheckPanel>[0]["run"]>>) {
  const run = vi.fn().mockResolvedValue(reply);
  render(<VatCheckPanel vatId={vatId} run={run} comparedWith="supplier" />);
  return run;
}

describe("the VIES check in English", () => {
  it("says valid — registered as the name, and whether it is the supplier", async () => {
    const run = renderPanel("be 0417.497.106", { ok: true, value: { check: VALID, nameAgrees: true } });
    fireEvent.click(screen.getByRole("button", { name: "Check at VIES" }));
    expect(await screen.findByText("Valid — registered as ANHEUSER-BUSCH INBEV SA/NV")).toBeTruthy();
    expect(screen.getByText("The registered name matches the supplier.")).toBeTruthy();
    expect(run).toHaveBeenCalledWith("BE0417497106");
  });

  it("a failed call reads as 'could not be checked now'", async () => {
    renderPanel("BE0417497106", { ok: false });
    fireEvent.click(screen.getByRole("button", { name: "Check at VIES" }));
    expect(await screen.findByText(/^Could not be checked now/)).toBeTruthy();
  });

  it("a malformed id is answered from its format, without a call", async () => {
    const run = renderPanel("DE12345", { ok: false });
    fireEvent.click(screen.getByRole("button", { name: "Check at VIES" }));
    expect(await screen.findByText("This is not the format of a VAT number from DE.")).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
  });
});

describe("the VIES check in Dutch", () => {
  useDutchPage();

  it("words valid, not valid and unavailable in Dutch", async () => {
    renderPanel("BE0417497106", { ok: true, value: { check: VALID, nameAgrees: false } });
    fireEvent.click(screen.getByRole("button", { name: "Controleren bij VIES" }));
    expect(
      await screen.findByText("Geldig — geregistreerd op naam van ANHEUSER-BUSCH INBEV SA/NV"),
    ).toBeTruthy();
    expect(screen.getByText(/^De geregistreerde naam wijkt af van de leveranciersnaam/)).toBeTruthy();
  });

  it("says 'niet geldig' for a number VIES does not know", async () => {
    renderPanel("DE123456789", { ok: true, value: { check: { ...VALID, status: "invalid", name: null } } });
    fireEvent.click(screen.getByRole("button", { name: "Controleren bij VIES" }));
    expect(await screen.findByText("Niet geldig: VIES kent dit btw-nummer niet")).toBeTruthy();
  });
});
