import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppBindings } from "../../worker/env";
import worker from "../../worker/index";
import type { FakeVies } from "../support/fake-vies";
import { BASE, call, createSignedInUser } from "./support/accounts";
import { checkVatId, installFakeVies, type VatCheckBody } from "./support/vies";

/** A well-formed German VAT id no other test uses (answers are cached in KV for a day). */
function freshGermanVatId(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte % 10).join("");
  return `DE${digits}`;
}

async function readCheck(response: Response): Promise<VatCheckBody["check"]> {
  expect(response.status).toBe(200);
  return ((await response.json()) as VatCheckBody).check;
}

let vies: FakeVies;
let cookie: string;

beforeEach(async () => {
  vies = installFakeVies();
  cookie = (await createSignedInUser("vies")).cookie;
});

describe("GET /api/vat-check", () => {
  it("says valid with the registered name and address", async () => {
    const vatId = freshGermanVatId();
    vies.register(vatId, { name: "ACME TRADING GMBH", address: "HAUPTSTR. 1\n10115 BERLIN" });
    const check = await readCheck(await checkVatId(cookie, vatId));
    expect(check).toMatchObject({
      vatId,
      status: "valid",
      name: "ACME TRADING GMBH",
      address: "HAUPTSTR. 1 10115 BERLIN",
    });
    expect(vies.calls).toEqual([vatId]);
  });

  it("says invalid for a number VIES does not know", async () => {
    const check = await readCheck(await checkVatId(cookie, freshGermanVatId()));
    expect(check).toMatchObject({ status: "invalid", name: null, address: null });
  });

  it("a member state that does not disclose names: valid without a name", async () => {
    const vatId = "NL123456782B01";
    vies.register(vatId, { name: "---", address: "---" });
    const check = await readCheck(await checkVatId(cookie, "nl 1234.567.82 b01"));
    expect(check).toMatchObject({ vatId, status: "valid", name: null, address: null });
  });

  it("says 'could not be checked' when the member state is unavailable, and asks again next time", async () => {
    vies.failCountry("DE", { error: "MS_UNAVAILABLE" });
    const vatId = freshGermanVatId();
    expect((await readCheck(await checkVatId(cookie, vatId))).status).toBe("unavailable");
    expect((await readCheck(await checkVatId(cookie, vatId))).status).toBe("unavailable");
    // Not cached: the second check went to VIES again.
    expect(vies.calls).toEqual([vatId, vatId]);
  });

  it("reads VIES's wrapped error answers (HTTP 200, actionSucceed false) as unavailable", async () => {
    vies.failCountry("DE", { error: "MS_MAX_CONCURRENT_REQ", wrapped: true });
    expect((await readCheck(await checkVatId(cookie, freshGermanVatId()))).status).toBe("unavailable");
  });

  it("gives up on a VIES that does not answer and says 'could not be checked'", async () => {
    vies.failCountry("DE", "hang");
    const check = await readCheck(await checkVatId(cookie, freshGermanVatId()));
    expect(check.status).toBe("unavailable");
  });

  it("refuses a malformed id with the validator's words, without asking VIES", async () => {
    for (const [vatId, message] of [
      ["DE12345", "This is not the format of a VAT number from DE."],
      ["GR123456789", "Greek VAT numbers start with EL, not GR."],
      ["NL123456789B01", "This BTW-id has a typo: its check digit does not match."],
      ["US123456789", "A VAT number starts with the country prefix of an EU member state, like NL or DE."],
      ["' OR 1=1 --", "A VAT number starts with the country prefix of an EU member state, like NL or DE."],
    ] as const) {
      const response = await checkVatId(cookie, vatId);
      expect(response.status, vatId).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_vat_id", message } });
    }
    for (const query of [
      "",
      "?vatId=",
      `?vatId=${"DE1".repeat(20)}`,
      "?vatId=DE123456789&vatId=x",
      "?vatId=DE123456789&x=1",
    ]) {
      const response = await call(`/api/vat-check${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect(vies.calls).toEqual([]);
  });

  it("answers a repeated check from the cache, whatever its spacing, without a second call", async () => {
    const vatId = freshGermanVatId();
    vies.register(vatId, { name: "ACME TRADING GMBH", address: "BERLIN" });
    const first = await readCheck(await checkVatId(cookie, vatId));
    const spaced = `${vatId.slice(0, 2).toLowerCase()} ${vatId.slice(2, 5)}.${vatId.slice(5)}`;
    const again = await readCheck(await checkVatId(cookie, spaced));
    const other = await createSignedInUser("vies-other");
    const otherUser = await readCheck(await checkVatId(other.cookie, vatId));
    expect(again).toEqual(first);
    expect(otherUser).toEqual(first);
    expect(vies.calls).toEqual([vatId]);
  });

  it("limits the lookups that reach VIES per user per hour; cached answers still come", async () => {
    const cached = freshGermanVatId();
    await readCheck(await checkVatId(cookie, cached));
    for (let index = 1; index < 100; index++) await readCheck(await checkVatId(cookie, freshGermanVatId()));
    expect(vies.calls).toHaveLength(100);
    const refused = await checkVatId(cookie, freshGermanVatId());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("vat_check_rate_limited");
    expect(vies.calls).toHaveLength(100);
    expect((await readCheck(await checkVatId(cookie, cached))).status).toBe("invalid");
    // Another user has an allowance of their own.
    const other = await createSignedInUser("vies-limit-other");
    expect((await checkVatId(other.cookie, freshGermanVatId())).status).toBe(200);
  });

  it("answers 401 to a signed-out caller, without asking VIES", async () => {
    const response = await checkVatId(undefined, freshGermanVatId());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("no_session");
    expect(vies.calls).toEqual([]);
  });

  it("without VIES_API_BASE (npm run dev) says 'could not be checked', with no outgoing call", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${BASE}/api/vat-check?vatId=${freshGermanVatId()}`, {
        headers: { Cookie: cookie },
      }) as Request<unknown, IncomingRequestCfProperties>,
      { ...(env as unknown as AppBindings), VIES_API_BASE: "" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect((await readCheck(response)).status).toBe("unavailable");
    expect(vies.calls).toEqual([]);
  });
});
