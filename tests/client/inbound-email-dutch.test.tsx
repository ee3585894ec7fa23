import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InboundEmailSettings } from "../../client/features/inbound-email/inbound-email-settings";
import { useDutchPage } from "./dutch-catalogue";

useDutchPage();

const ADDRESS = `inbox+${"a".repeat(32)}@in.factuurkit.nl`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("the inbound e-mail settings in Dutch", () => {
  it("offers the address, the Gmail and Outlook how-to and the refused messages in Dutch", async () => {
    const refusal = {
      id: "r1",
      reason: "no-attachment",
      message: "No invoice attachment.",
      sender: "",
      subject: "",
      receivedAt: Date.UTC(2026, 2, 9, 13, 5),
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === "/api/inbound-address/refusals") return json({ refusals: [refusal] });
        if (init.method === "POST") return json({ address: { address: ADDRESS, createdAt: 1 } }, 201);
        return json({ address: null });
      }),
    );
    render(<InboundEmailSettings />);
    expect(screen.getByText(/^Stuur facturen van leveranciers door naar uw eigen adres\./)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Mijn ontvangstadres maken" }));
    expect(((await screen.findByLabelText("Uw ontvangstadres")) as HTMLInputElement).value).toBe(ADDRESS);
    expect(screen.getByRole("button", { name: "Adres kopiëren" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Uitzetten" })).toBeTruthy();
    expect(screen.getByText("Alle instellingen bekijken")).toBeTruthy();
    expect(screen.getByText("Nieuwe regel toevoegen")).toBeTruthy();
    const refused = screen.getByRole("region", { name: "Geweigerde berichten" });
    expect(await screen.findByText("(geen onderwerp)")).toBeTruthy();
    expect(refused.textContent).toContain("onbekende afzender · 9 mrt 2026");
  });
});
