import { describe, expect, it } from "vitest";
import noAttachmentEml from "../fixtures/email/no-attachment.eml?raw";
import { BASE, call } from "./auth-helpers";
import { deliver, INBOUND_DOMAIN, userWithAddress } from "./support/inbound-email";
import { signedInUser } from "./support/processor-api";

interface AddressBody {
  address: { address: string; createdAt: number } | null;
}

const ADDRESS_PATTERN = new RegExp(`^inbox\\+[a-z2-7]{32}@${INBOUND_DOMAIN.replaceAll(".", "\\.")}$`);

describe("/api/inbound-address", () => {
  it("has no address until one is created; POST creates, regenerates (retiring the old) and DELETE turns it off", async () => {
    const cookie = await signedInUser("address");
    expect(
      ((await (await call("/api/inbound-address", { cookie })).json()) as AddressBody).address,
    ).toBeNull();

    const created = await call("/api/inbound-address", { cookie, json: {} });
    expect(created.status).toBe(201);
    expect(created.headers.get("Cache-Control")).toBe("no-store");
    const first = ((await created.json()) as AddressBody).address;
    expect(first?.address).toMatch(ADDRESS_PATTERN);
    const shown = (await (await call("/api/inbound-address", { cookie })).json()) as AddressBody;
    expect(shown.address?.address).toBe(first?.address);

    const second = ((await (await call("/api/inbound-address", { cookie, json: {} })).json()) as AddressBody)
      .address;
    expect(second?.address).toMatch(ADDRESS_PATTERN);
    expect(second?.address).not.toBe(first?.address);

    const removed = await call("/api/inbound-address", { cookie, method: "DELETE", json: {} });
    expect(removed.status).toBe(200);
    expect(
      ((await (await call("/api/inbound-address", { cookie })).json()) as AddressBody).address,
    ).toBeNull();
    const delivery = await deliver("Subject: x\r\n\r\nx", { to: second?.address ?? "" });
    expect(delivery.rejected).toMatch(/no longer in use/);
  });

  it("needs a session, and a same-origin JSON request to change anything", async () => {
    expect((await call("/api/inbound-address")).status).toBe(401);
    expect((await call("/api/inbound-address/refusals")).status).toBe(401);
    expect((await call("/api/inbound-address", { json: {} })).status).toBe(401);
    const cookie = await signedInUser("csrf");
    const crossSite = await call("/api/inbound-address", {
      cookie,
      json: {},
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(
      ((await (await call("/api/inbound-address", { cookie })).json()) as AddressBody).address,
    ).toBeNull();
    expect(BASE).toContain("factuurkit.test");
  });

  it("shows each user only their own refused messages", async () => {
    const owner = await userWithAddress("owner");
    const other = await userWithAddress("other");
    await deliver(noAttachmentEml, { to: owner.address });
    const ownLog = (await (await call("/api/inbound-address/refusals", { cookie: owner.cookie })).json()) as {
      refusals: unknown[];
    };
    const otherLog = (await (
      await call("/api/inbound-address/refusals", { cookie: other.cookie })
    ).json()) as {
      refusals: unknown[];
    };
    expect(ownLog.refusals).toHaveLength(1);
    expect(otherLog.refusals).toEqual([]);
  });

  it("limits how many addresses a user can create per hour", async () => {
    const cookie = await signedInUser("many");
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await call("/api/inbound-address", { cookie, json: {} })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
