import { env, exports } from "cloudflare:workers";
import { vi } from "vitest";
import type { AppBindings } from "../../../worker/env";
import { FakePeppolAccessPoint } from "../../support/fake-peppol-access-point";
import { BASE, call, type SignedInUser } from "./accounts";
import { FULL_DETAILS, putDetails } from "./company";

const bindings = env as unknown as AppBindings;
const FAKE_ORIGIN = new URL(bindings.PEPPOL_API_BASE ?? "").origin;

/** The KvK number of the customer in draftInvoice() (tests/worker/support/issued-invoices.ts). */
export const CUSTOMER_PARTICIPANT = "0106:87654321";

/**
 * A fresh fake access point behind the Worker's outgoing fetch (the network boundary); any other
 * outgoing request fails the test. Its inbound webhook calls the Worker directly.
 */
export function installFakePeppol(): FakePeppolAccessPoint {
  const accessPoint = new FakePeppolAccessPoint({
    apiKey: bindings.PEPPOL_API_KEY ?? "",
    webhook: {
      appOrigin: BASE,
      secret: "test-webhook-secret",
      post: (request) => exports.default.fetch(request),
    },
  });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== FAKE_ORIGIN)
      throw new Error(`unexpected outgoing request to ${request.url}`);
    return accessPoint.handle(request, init?.signal ?? request.signal);
  });
  return accessPoint;
}

let kvkSeed = 30_000_000 + Math.floor(Math.random() * 1_000_000);

/** A KvK number no other test user of this run has: Peppol ids are unique across users. */
export function uniqueKvk(): string {
  kvkSeed += 1;
  return String(kvkSeed);
}

/** Company details with their own KvK number; returns the Peppol id they give ("0106:<kvk>"). */
export async function putCompanyWithKvk(user: SignedInUser, kvk = uniqueKvk()): Promise<string> {
  const response = await putDetails(user.cookie, { ...FULL_DETAILS, kvkNumber: kvk });
  if (response.status !== 200) throw new Error(`company details: ${response.status}`);
  return `0106:${kvk}`;
}

export function registerPeppolId(cookie: string, participantId: string): Promise<Response> {
  return call("/api/peppol/registration", { json: { participantId }, cookie });
}

export function sendOverPeppol(cookie: string, invoiceId: string, json?: unknown): Promise<Response> {
  return call(`/api/issued-invoices/${invoiceId}/peppol`, { method: "POST", json: json ?? {}, cookie });
}

export interface TransmissionsBody {
  transmissions: { id: string; receiver: string; status: string; reason: string | null }[];
  upToDate: boolean;
  sending: { configured: boolean; sender: string | null; allowance: string };
}

export async function readTransmissions(cookie: string, invoiceId: string): Promise<TransmissionsBody> {
  const response = await call(`/api/issued-invoices/${invoiceId}/peppol`, { cookie });
  if (response.status !== 200) throw new Error(`transmissions: ${response.status} ${await response.text()}`);
  return (await response.json()) as TransmissionsBody;
}

export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}
