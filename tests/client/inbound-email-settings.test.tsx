import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InboundEmailSettings } from "../../client/features/inbound-email/inbound-email-settings";

const ADDRESS = `inbox+${"a".repeat(32)}@in.factuurkit.nl`;
const NEW_ADDRESS = `inbox+${"b".repeat(32)}@in.factuurkit.nl`;

interface Call {
  method: string;
  url: string;
  contentType: string | null;
}

/** A fake API: the current address, the refusal log, and what each write returns. */
function mockApi(initial: string | null, refusals: unknown[] = []): Call[] {
  const calls: Call[] = [];
  let current = initial;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, contentType: new Headers(init.headers).get("Content-Type") });
      const json = (body: unknown, status = 200): Response =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url === "/api/inbound-address/refusals") return json({ refusals });
      if (method === "POST") {
        current = current ? NEW_ADDRESS : ADDRESS;
        return json({ address: { address: current, createdAt: 1 } }, 201);
      }
      if (method === "DELETE") {
        current = null;
        return json({ address: null });
      }
      return json({ address: current ? { address: current, createdAt: 1 } : null });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("InboundEmailSettings", () => {
  it("creates an address, shows it with the forwarding how-to, and copies it", async () => {
    const calls = mockApi(null);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<InboundEmailSettings />);
    fireEvent.click(await screen.findByRole("button", { name: "Create my inbound address" }));
    const field = await screen.findByLabelText("Your inbound address");
    expect((field as HTMLInputElement).value).toBe(ADDRESS);
    expect(screen.getByRole("region", { name: "Gmail" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Outlook" })).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.contentType).toBe("application/json");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    });
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("asks before regenerating, then shows the new address", async () => {
    mockApi(ADDRESS);
    render(<InboundEmailSettings />);
    fireEvent.click(await screen.findByRole("button", { name: "Create a new address" }));
    expect(screen.getByText(/The current address stops working at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, create a new address" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Your inbound address") as HTMLInputElement).value).toBe(NEW_ADDRESS),
    );
  });

  it("turns the address off after a confirmation", async () => {
    const calls = mockApi(ADDRESS);
    render(<InboundEmailSettings />);
    fireEvent.click(await screen.findByRole("button", { name: "Turn off" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, turn it off" }));
    expect(await screen.findByRole("button", { name: "Create my inbound address" })).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("lists refused messages as plain text, never as HTML", async () => {
    mockApi(ADDRESS, [
      {
        id: "r1",
        reason: "no_usable_attachment",
        message: "The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.",
        sender: "<img src=x onerror=alert(1)>@evil.example",
        subject: "<b>Factuur</b><script>alert(1)</script>",
        receivedAt: Date.UTC(2026, 10, 2, 9, 0),
      },
    ]);
    const { container } = render(<InboundEmailSettings />);
    expect(await screen.findByText("<b>Factuur</b><script>alert(1)</script>")).toBeTruthy();
    expect(screen.getByText(/has no PDF, JPEG, PNG or UBL\/CII XML invoice/)).toBeTruthy();
    expect(container.querySelector("script, img, b")).toBeNull();
  });

  it("shows the API's message when loading fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: "no_session", message: "No authenticated session" } }),
            {
              status: 401,
            },
          ),
      ),
    );
    render(<InboundEmailSettings />);
    expect((await screen.findAllByText("No authenticated session")).length).toBeGreaterThan(0);
  });
});
