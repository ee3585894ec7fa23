import { afterEach, describe, expect, it, vi } from "vitest";
import { PEPPOL_DOCUMENT_TYPES } from "../../core/peppol/document-types";
import { createHttpPeppolProvider } from "../../worker/peppol/http-provider";
import { type PeppolProvider, PeppolProviderError } from "../../worker/peppol/provider";
import { FakePeppolAccessPoint } from "../support/fake-peppol-access-point";

const config = { PEPPOL_API_BASE: "https://peppol.fake/api", PEPPOL_API_KEY: "k", PEPPOL_TIMEOUT_MS: 200 };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The provider client with every outgoing call answered by `answer`. */
function providerAnswering(answer: (request: Request) => Response | Promise<Response>): PeppolProvider {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => answer(new Request(input, init)));
  return createHttpPeppolProvider(config);
}

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return error instanceof PeppolProviderError ? error.kind : `other: ${String(error)}`;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

describe("the access point client never trusts the provider's answers", () => {
  it("reads an outage, a wrong key, HTML, a wrong shape or a huge reason as 'unavailable' or a bounded reason", async () => {
    const cases: [Response, string][] = [
      [json({ error: { message: "down" } }, 503), "unavailable"],
      [json({ error: { message: "slow down" } }, 429), "unavailable"],
      [json({ error: { message: "bad key" } }, 401), "unavailable"],
      [new Response("<html>gateway</html>", { status: 200 }), "unavailable"],
      [json({ id: 5, status: "sent" }, 201), "unavailable"],
      [json({ id: "tx", status: "teleported" }, 201), "unavailable"],
      [json({ id: "", status: "sent" }, 201), "unavailable"],
      [json("null", 201), "unavailable"],
    ];
    for (const [response, kind] of cases) {
      const provider = providerAnswering(() => response.clone());
      const sent = provider.sendDocument({
        sender: "0106:12345678",
        receiver: "0106:87654321",
        documentTypeId: PEPPOL_DOCUMENT_TYPES.invoice,
        processId: "p",
        xml: new TextEncoder().encode("<Invoice/>"),
        idempotencyKey: "k1",
      });
      expect(await kindOf(sent), `${response.status}`).toBe(kind);
      vi.restoreAllMocks();
    }
    const provider = providerAnswering(() =>
      json({ id: "tx_1", status: "rejected", reason: `  ${"Nope.\n".repeat(400)}` }),
    );
    const state = await provider.getTransmission("tx_1");
    expect(state.status).toBe("rejected");
    if (state.status === "rejected") {
      expect(state.reason.length).toBe(500);
      expect(state.reason).not.toContain("\n");
    }
  });

  it("gives up after its timeout, and reads 404 as 'not on Peppol' / 'no such transmission'", async () => {
    const fake = new FakePeppolAccessPoint({ apiKey: "k" }).setDelay(5_000);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      fake.handle(new Request(input, init), init?.signal ?? undefined),
    );
    const provider = createHttpPeppolProvider(config);
    expect(await kindOf(provider.lookupParticipant("0106:87654321"))).toBe("unavailable");
    fake.setDelay(0);
    expect(await provider.lookupParticipant("0106:87654321")).toEqual({ found: false });
    expect(await kindOf(provider.getTransmission("tx_missing"))).toBe("not_found");
    // Unregistering what is not registered is what was asked for.
    await expect(provider.unregisterParticipant("0106:87654321")).resolves.toBeUndefined();
    expect(fake.calls).toContain("GET /participants/0106%3A87654321");
  });
});
