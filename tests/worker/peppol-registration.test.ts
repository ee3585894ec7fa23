import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import type { FakePeppolAccessPoint } from "../support/fake-peppol-access-point";
import { BASE, call, createSignedInUser } from "./support/accounts";
import { errorOf, installFakePeppol, putCompanyWithKvk, registerPeppolId, uniqueKvk } from "./support/peppol";

vi.setConfig({ testTimeout: 60_000 });

let accessPoint: FakePeppolAccessPoint;
beforeEach(() => {
  accessPoint = installFakePeppol();
});

interface RegistrationBody {
  registration: { participantId: string; status: string; error: string | null } | null;
  suggested: string[];
  configured: boolean;
}

async function readRegistration(cookie: string): Promise<RegistrationBody> {
  const response = await call("/api/peppol/registration", { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as RegistrationBody;
}

describe("the user's own Peppol id", () => {
  it("suggests the ids of the company details, registers one at the access point, shows it active and removes it", async () => {
    const user = await createSignedInUser("peppol-reg");
    expect(await readRegistration(user.cookie)).toEqual({
      registration: null,
      suggested: [],
      configured: true,
    });
    const own = await putCompanyWithKvk(user);
    const before = await readRegistration(user.cookie);
    expect(before.suggested).toEqual([own, "9944:nl123456782b01"]);

    const response = await registerPeppolId(user.cookie, ` ${own.toUpperCase()} `);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      registration: { participantId: own, status: "active", error: null },
    });
    expect(accessPoint.registrations.has(own)).toBe(true);
    expect((await readRegistration(user.cookie)).registration).toMatchObject({
      participantId: own,
      status: "active",
    });

    const removed = await call("/api/peppol/registration", {
      method: "DELETE",
      json: {},
      cookie: user.cookie,
    });
    expect(removed.status).toBe(204);
    expect(accessPoint.registrations.has(own)).toBe(false);
    expect((await readRegistration(user.cookie)).registration).toBeNull();
  });

  it("gives the Peppol id back at the access point when the account is deleted, and keeps the account while it cannot", async () => {
    const user = await createSignedInUser("peppol-reg-delete");
    const id = await putCompanyWithKvk(user);
    expect((await registerPeppolId(user.cookie, id)).status).toBe(201);
    accessPoint.setUnavailable(true);
    const refused = await call("/api/account/delete", { json: { email: user.email }, cookie: user.cookie });
    expect(await errorOf(refused)).toMatchObject({ status: 503, code: "peppol_unavailable" });
    expect(accessPoint.registrations.has(id)).toBe(true);
    accessPoint.setUnavailable(false);
    const deleted = await call("/api/account/delete", { json: { email: user.email }, cookie: user.cookie });
    expect(deleted.status).toBe(200);
    expect(accessPoint.registrations.has(id)).toBe(false);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM peppol_registrations WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("registers only an id of the user's own company: someone else's KvK would route their invoices here", async () => {
    const user = await createSignedInUser("peppol-reg-foreign");
    await putCompanyWithKvk(user);
    const response = await registerPeppolId(user.cookie, `0106:${uniqueKvk()}`);
    expect(await errorOf(response)).toMatchObject({ status: 422, code: "not_your_participant_id" });
    expect(accessPoint.registrations.size).toBe(0);
  });

  it("refuses an id registered to another account (409), and one held at another access point", async () => {
    const kvk = uniqueKvk();
    const first = await createSignedInUser("peppol-reg-first");
    const second = await createSignedInUser("peppol-reg-second");
    const id = await putCompanyWithKvk(first, kvk);
    await putCompanyWithKvk(second, kvk);
    expect((await registerPeppolId(first.cookie, id)).status).toBe(201);
    expect(await errorOf(await registerPeppolId(second.cookie, id))).toMatchObject({
      status: 409,
      message: "This Peppol id is registered to another account.",
    });

    const elsewhere = await createSignedInUser("peppol-reg-elsewhere");
    const heldElsewhere = await putCompanyWithKvk(elsewhere);
    accessPoint.addParticipant(heldElsewhere);
    expect(await errorOf(await registerPeppolId(elsewhere.cookie, heldElsewhere))).toMatchObject({
      status: 409,
      code: "participant_elsewhere",
    });
    // Nothing was kept: the id is free in our records.
    expect((await readRegistration(elsewhere.cookie)).registration).toBeNull();
  });

  it("says Peppol is not reachable when the access point is down, and keeps nothing half-registered", async () => {
    const user = await createSignedInUser("peppol-reg-down");
    const id = await putCompanyWithKvk(user);
    accessPoint.setUnavailable(true);
    expect(await errorOf(await registerPeppolId(user.cookie, id))).toEqual({
      status: 503,
      code: "peppol_unavailable",
      message: "Peppol is not reachable right now; try again in a few minutes.",
    });
    expect((await readRegistration(user.cookie)).registration).toBeNull();
    accessPoint.setUnavailable(false);
    expect((await registerPeppolId(user.cookie, id)).status).toBe(201);
  });

  it("refuses malformed, hostile and oversized bodies with one error shape, and strangers with 401", async () => {
    const user = await createSignedInUser("peppol-reg-hostile");
    await putCompanyWithKvk(user);
    const cases: [unknown, number][] = [
      [{ participantId: "12345678" }, 400],
      [{ participantId: "0106:" }, 400],
      [{ participantId: `0106:${"9".repeat(60)}` }, 400],
      [{ participantId: "0106:1234 5678" }, 400],
      [{ participantId: 106 }, 400],
      [{ participantId: "0106:12345678", admin: true }, 400],
      [{ participantId: "x".repeat(2000) }, 413],
    ];
    for (const [json, status] of cases) {
      const response = await call("/api/peppol/registration", { json, cookie: user.cookie });
      expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
    const notJson = await call("/api/peppol/registration", {
      method: "POST",
      body: "{participantId",
      headers: { "Content-Type": "application/json" },
      cookie: user.cookie,
    });
    expect(notJson.status).toBe(400);
    expect((await call("/api/peppol/registration")).status).toBe(401);
    expect((await registerPeppolId("", "0106:12345678")).status).toBe(401);
    expect(accessPoint.calls).toEqual([]);
  });

  it("says Peppol is not configured when the server has no access point, without crashing", async () => {
    const user = await createSignedInUser("peppol-reg-off");
    const id = await putCompanyWithKvk(user);
    const app = createApp("test");
    const offEnv = { ...env, PEPPOL_API_BASE: "", PEPPOL_API_KEY: "" };
    const request = (init: RequestInit = {}) =>
      app.fetch(
        new Request(`${BASE}/api/peppol/registration`, {
          ...init,
          headers: { Cookie: user.cookie, Origin: BASE, "Content-Type": "application/json" },
        }),
        offEnv,
      );
    const read = await request();
    expect(((await read.json()) as RegistrationBody).configured).toBe(false);
    const post = await request({ method: "POST", body: JSON.stringify({ participantId: id }) });
    expect(await errorOf(post)).toMatchObject({ status: 503, code: "peppol_not_configured" });
  });
});
