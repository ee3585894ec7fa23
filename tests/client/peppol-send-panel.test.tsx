import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TransmissionsState } from "../../client/features/peppol/peppol-api";
import { PeppolSendPanel } from "../../client/features/peppol/peppol-send-panel";
import { renderInDutch } from "./in-dutch";

const INVOICE_ID = "a".repeat(26);
const CUSTOMER = {
  name: "Café De Zwaan V.O.F.",
  address: { street: "Oudegracht 12", postcode: "3511 AP", city: "Utrecht", country: "NL" },
  vatNumber: "NL810433941B01",
  kvk: "87654321",
  email: "",
};

function state(overrides: Partial<TransmissionsState> = {}): TransmissionsState {
  return {
    transmissions: [],
    upToDate: true,
    sending: { configured: true, sender: "0106:12345678", allowance: "ok" },
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Answers the panel's calls in order of path; records what it sent. */
function answer(routes: Record<string, () => Response>): ReturnType<typeof vi.fn> {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? "GET"} ${url.split("?")[0]}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route();
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

async function renderPanel(): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <PeppolSendPanel invoiceId={INVOICE_ID} customer={CUSTOMER} />,
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS = `GET /api/issued-invoices/${INVOICE_ID}/peppol`;

describe("Send over Peppol, in Dutch", () => {
  renderInDutch();

  it("tells a Free user it is part of Pro, with a link to the plans, and offers no send", async () => {
    answer({
      [STATUS]: () =>
        json(state({ sending: { configured: true, sender: null, allowance: "plan_required" } })),
    });
    await renderPanel();
    expect(await screen.findByText(/Versturen via Peppol hoort bij het Pro-abonnement\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bekijk abonnementen en prijzen" }).getAttribute("href")).toBe(
      "/pricing",
    );
    expect(screen.queryByRole("button", { name: "Versturen via Peppol" })).toBeNull();
  });

  it("looks the customer up by KvK, sends to the id found and shows the receiver's rejection reason", async () => {
    let sent = false;
    const fetchSpy = answer({
      [STATUS]: () =>
        json(
          sent
            ? state({
                transmissions: [
                  {
                    id: "t1",
                    receiver: "0106:87654321",
                    status: "rejected",
                    reason: "Onbekende koper",
                    sentAt: 1,
                  },
                ],
              })
            : state(),
        ),
      "GET /api/peppol/lookup": () => json({ reachable: true, participantId: "0106:87654321" }),
      [`POST /api/issued-invoices/${INVOICE_ID}/peppol`]: () => {
        sent = true;
        return json({ transmission: {} }, 201);
      },
    });
    await renderPanel();
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Controleren of uw klant op Peppol zit" }));
    });
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === "/api/peppol/lookup?kvk=87654321")).toBe(true);
    expect(await screen.findByText("Bereikbaar via Peppol als 0106:87654321")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Versturen via Peppol" }));
    });
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ receiver: "0106:87654321" });
    expect((await screen.findByTestId("peppol-status")).textContent).toBe("Geweigerd: Onbekende koper");
    // A rejected invoice may be sent again.
    expect(screen.getByRole("button", { name: "Opnieuw versturen" })).toBeTruthy();
  });

  it("says plainly when the customer is not on Peppol", async () => {
    answer({
      [STATUS]: () => json(state()),
      "GET /api/peppol/lookup": () => json({ reachable: false, tried: ["0106:87654321"] }),
    });
    await renderPanel();
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Controleren of uw klant op Peppol zit" }));
    });
    expect(await screen.findByText("Niet op Peppol: stuur de pdf per e-mail.")).toBeTruthy();
  });
});
