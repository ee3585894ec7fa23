import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { AppBindings } from "../../../worker/env";
import { FakeVies } from "../../support/fake-vies";
import { call } from "./accounts";

/** The Worker's VIES_API_BASE in the workers pool (vitest.config.ts). */
const FAKE_ORIGIN = new URL((env as unknown as AppBindings).VIES_API_BASE ?? "").origin;

/**
 * Puts a fresh fake VIES behind the Worker's outgoing fetch (the network boundary); any other
 * outgoing request fails the test.
 */
export function installFakeVies(): FakeVies {
  const vies = new FakeVies();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== FAKE_ORIGIN)
      throw new Error(`unexpected outgoing request to ${request.url}`);
    return vies.handle(request, init?.signal ?? request.signal);
  });
  return vies;
}

export interface VatCheckBody {
  check: { vatId: string; status: string; name: string | null; address: string | null; checkedAt: number };
}

/** GET /api/vat-check for `vatId` as the user with `cookie`. */
export function checkVatId(cookie: string | undefined, vatId: string): Promise<Response> {
  return call(`/api/vat-check?vatId=${encodeURIComponent(vatId)}`, cookie ? { cookie } : {});
}
