import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PEPPOL_DOCUMENT_TYPES } from "../../core/peppol/document-types";
import { PLANS } from "../../core/plans/plans";
import { PEPPOL_LOOKUPS_PER_USER } from "../../worker/routes/peppol-lookup";
import type { FakePeppolAccessPoint } from "../support/fake-peppol-access-point";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import { grantPaidPlan, readBilling, setUsage } from "./support/billing";
import { draftInvoice, type IssuedDetail, issue, saveDraft } from "./support/issued-invoices";
import {
  CUSTOMER_PARTICIPANT,
  errorOf,
  installFakePeppol,
  putCompanyWithKvk,
  readTransmissions,
  registerPeppolId,
  sendOverPeppol,
} from "./support/peppol";

vi.setConfig({ testTimeout: 90_000 });

let accessPoint: FakePeppolAccessPoint;
beforeEach(() => {
  accessPoint = installFakePeppol();
  accessPoint.addParticipant(CUSTOMER_PARTICIPANT);
});

interface Sender {
  readonly user: SignedInUser;
  readonly participantId: string;
}

/** A Pro user with company details and an active Peppol id (unless `register` is false). */
async function proSender(
  label: string,
  options: { register?: boolean; pro?: boolean } = {},
): Promise<Sender> {
  const user = await createSignedInUser(label);
  const participantId = await putCompanyWithKvk(user);
  if (options.pro !== false) await grantPaidPlan(user.id);
  if (options.register !== false)
    expect((await registerPeppolId(user.cookie, participantId)).status).toBe(201);
  return { user, participantId };
}

async function issuedInvoice(cookie: string, overrides = {}): Promise<IssuedDetail> {
  return issue(cookie, (await saveDraft(cookie, draftInvoice(overrides))).id);
}

async function peppolSendsUsed(cookie: string): Promise<number> {
  return (await readBilling(cookie)).usage.find((row) => row.metric === "peppolSends")?.used ?? -1;
}

describe("sending an issued invoice over Peppol", () => {
  it("sends BIS Billing 3.0 from the user's id to the customer's KvK id, counts it, and reads Delivered", async () => {
    const { user, participantId } = await proSender("peppol-send-ok");
    const invoice = await issuedInvoice(user.cookie);
    const response = await sendOverPeppol(user.cookie, invoice.id);
    expect(response.status).toBe(201);
    const { transmission } = (await response.json()) as {
      transmission: { status: string; receiver: string };
    };
    expect(transmission).toMatchObject({ status: "sent", receiver: CUSTOMER_PARTICIPANT });

    const [sent] = [...accessPoint.transmissions.values()];
    expect(sent).toMatchObject({
      sender: participantId,
      receiver: CUSTOMER_PARTICIPANT,
      documentTypeId: PEPPOL_DOCUMENT_TYPES.invoice,
      processId: "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0",
    });
    // The network routes by the endpoints in the document: they name the two participants.
    expect(sent?.xml).toContain(`<cbc:EndpointID schemeID="0106">${participantId.slice(5)}</cbc:EndpointID>`);
    expect(sent?.xml).toContain('<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>');
    expect(sent?.xml).toContain("<cbc:ID>");
    expect(sent?.xml).toContain("urn:fdc:peppol.eu:2017:poacc:billing:3.0");
    expect(sent?.xml).toContain("EmbeddedDocumentBinaryObject");
    expect(await peppolSendsUsed(user.cookie)).toBe(1);

    const status = await readTransmissions(user.cookie, invoice.id);
    expect(status.transmissions).toMatchObject([{ status: "delivered", reason: null }]);
    expect(status.upToDate).toBe(true);
    const detail = (await (
      await call(`/api/issued-invoices/${invoice.id}`, { cookie: user.cookie })
    ).json()) as {
      invoice: IssuedDetail;
    };
    expect(detail.invoice.status).toBe("sent");
  });

  it("refuses a second send while one is sent or delivered (409), and sends a rejected one again", async () => {
    const { user } = await proSender("peppol-send-twice");
    const invoice = await issuedInvoice(user.cookie);
    accessPoint.rejectFor(
      CUSTOMER_PARTICIPANT,
      "BR-NL-1: the seller's KvK number does not match our records",
    );
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(201);
    expect(await errorOf(await sendOverPeppol(user.cookie, invoice.id))).toEqual({
      status: 409,
      code: "already_sent",
      message: "This invoice has already been sent over Peppol.",
    });
    const rejected = await readTransmissions(user.cookie, invoice.id);
    expect(rejected.transmissions).toMatchObject([
      { status: "rejected", reason: "BR-NL-1: the seller's KvK number does not match our records" },
    ]);
    // A rejected transmission may be sent again (after a correction at the customer's side).
    accessPoint.rejectFor(CUSTOMER_PARTICIPANT, "");
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(201);
    expect(accessPoint.transmissions.size).toBe(2);
    expect(await peppolSendsUsed(user.cookie)).toBe(2);
  });

  it("sends once when two sends race", async () => {
    const { user } = await proSender("peppol-send-race");
    const invoice = await issuedInvoice(user.cookie);
    const answers = await Promise.all([1, 2, 3].map(() => sendOverPeppol(user.cookie, invoice.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(accessPoint.transmissions.size).toBe(1);
    expect(await peppolSendsUsed(user.cookie)).toBe(1);
  });

  it("answers 'not on Peppol' for a customer the network does not know, and for a named receiver it does not know", async () => {
    const { user } = await proSender("peppol-send-unknown");
    const invoice = await issuedInvoice(user.cookie, {
      customer: { ...draftInvoice().customer, kvk: "11112222", vatNumber: "NL123456782B01" },
    });
    expect(await errorOf(await sendOverPeppol(user.cookie, invoice.id))).toEqual({
      status: 422,
      code: "not_on_peppol",
      message: "Your customer is not on Peppol: send the PDF by e-mail.",
    });
    expect(
      await errorOf(await sendOverPeppol(user.cookie, invoice.id, { receiver: "0208:0403170701" })),
    ).toMatchObject({
      status: 422,
      code: "not_on_peppol",
    });
    expect(accessPoint.transmissions.size).toBe(0);
    expect(await peppolSendsUsed(user.cookie)).toBe(0);
    // A receiver the user names, when the network knows it, is used instead of the customer's ids.
    accessPoint.addParticipant("0208:0403170701");
    const named = await sendOverPeppol(user.cookie, invoice.id, { receiver: "0208:0403170701" });
    expect(named.status).toBe(201);
  });

  it("says Peppol is not reachable (503) when the access point is down or slow, loses nothing and counts nothing", async () => {
    const { user } = await proSender("peppol-send-down");
    const invoice = await issuedInvoice(user.cookie);
    accessPoint.setUnavailable(true);
    expect(await errorOf(await sendOverPeppol(user.cookie, invoice.id))).toEqual({
      status: 503,
      code: "peppol_unavailable",
      message: "Peppol is not reachable right now; try again in a few minutes.",
    });
    accessPoint.setUnavailable(false).setDelay(2_000);
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(503);
    expect((await readTransmissions(user.cookie, invoice.id)).transmissions).toEqual([]);
    expect(await peppolSendsUsed(user.cookie)).toBe(0);
    accessPoint.setDelay(0);
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(201);
  });

  it("a send whose answer was lost is retried with the same idempotency key: the network carries it once", async () => {
    const { user } = await proSender("peppol-send-lost");
    const invoice = await issuedInvoice(user.cookie);
    // The lookup goes first: lose the answer of the send itself (the second call).
    const original = accessPoint.handle.bind(accessPoint);
    vi.spyOn(accessPoint, "handle").mockImplementation((request, signal) => {
      if (request.method === "POST" && new URL(request.url).pathname.endsWith("/transmissions"))
        accessPoint.loseNextAnswer();
      return original(request, signal);
    });
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(503);
    expect(accessPoint.transmissions.size).toBe(1);
    vi.mocked(accessPoint.handle).mockImplementation(original);
    const retried = await sendOverPeppol(user.cookie, invoice.id);
    expect(retried.status).toBe(201);
    expect(accessPoint.transmissions.size).toBe(1);
    expect((await readTransmissions(user.cookie, invoice.id)).transmissions).toMatchObject([
      { status: "delivered" },
    ]);
  });

  it("needs the sender's own active Peppol id", async () => {
    const { user } = await proSender("peppol-send-noid", { register: false });
    const invoice = await issuedInvoice(user.cookie);
    expect(await errorOf(await sendOverPeppol(user.cookie, invoice.id))).toEqual({
      status: 409,
      code: "no_peppol_id",
      message: "Register your own Peppol id in Settings before you send invoices over Peppol.",
    });
    expect((await readTransmissions(user.cookie, invoice.id)).sending).toEqual({
      configured: true,
      sender: null,
      allowance: "ok",
    });
  });

  it("tells a Free user what it takes (402, the Pro plan, /pricing), and a Pro user over the month's limit", async () => {
    const { user } = await proSender("peppol-send-free", { pro: false });
    const invoice = await issuedInvoice(user.cookie);
    expect(await errorOf(await sendOverPeppol(user.cookie, invoice.id))).toEqual({
      status: 402,
      code: "plan_required",
      message: "Sending invoices over Peppol is part of the Pro plan. See /pricing to upgrade.",
    });
    expect((await readTransmissions(user.cookie, invoice.id)).sending.allowance).toBe("plan_required");
    expect(accessPoint.transmissions.size).toBe(0);

    await grantPaidPlan(user.id);
    await setUsage(user.id, "peppolSends", PLANS.pro.limits.peppolSends);
    const over = await errorOf(await sendOverPeppol(user.cookie, invoice.id));
    expect(over).toMatchObject({ status: 402, code: "quota_exceeded" });
    expect(over.message).toContain("Invoices sent over Peppol");
    expect(over.message).toContain("/pricing");
  });

  it("keeps other users' invoices and drafts out of reach", async () => {
    const { user } = await proSender("peppol-send-owner");
    const { user: intruder } = await proSender("peppol-send-intruder");
    const invoice = await issuedInvoice(user.cookie);
    expect((await sendOverPeppol(intruder.cookie, invoice.id)).status).toBe(404);
    expect(
      (await call(`/api/issued-invoices/${invoice.id}/peppol`, { cookie: intruder.cookie })).status,
    ).toBe(404);
    expect((await sendOverPeppol(user.cookie, "not-an-id")).status).toBe(404);
    const draft = await saveDraft(user.cookie);
    expect(await errorOf(await sendOverPeppol(user.cookie, draft.id))).toMatchObject({
      status: 409,
      code: "not_issued",
    });
    expect((await sendOverPeppol("", invoice.id)).status).toBe(401);
    expect(accessPoint.transmissions.size).toBe(0);
  });

  it("refuses malformed, hostile and oversized bodies with one error shape", async () => {
    const { user } = await proSender("peppol-send-hostile");
    const invoice = await issuedInvoice(user.cookie);
    const cases: [unknown, number][] = [
      [{ receiver: "not a peppol id" }, 400],
      [{ receiver: "0106:<script>" }, 422],
      [{ receiver: 5 }, 400],
      [{ receiver: CUSTOMER_PARTICIPANT, sender: "0106:00000001" }, 400],
      [[CUSTOMER_PARTICIPANT], 400],
      [{ receiver: "9".repeat(5000) }, 413],
    ];
    for (const [json, status] of cases) {
      const response = await sendOverPeppol(user.cookie, invoice.id, json);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(status);
      expect(body.error.message).toBeTruthy();
    }
    expect(accessPoint.transmissions.size).toBe(0);
  });

  it("shows the stored status when the access point cannot be asked, instead of failing", async () => {
    const { user } = await proSender("peppol-send-status-down");
    const invoice = await issuedInvoice(user.cookie);
    expect((await sendOverPeppol(user.cookie, invoice.id)).status).toBe(201);
    accessPoint.setUnavailable(true);
    const shown = await readTransmissions(user.cookie, invoice.id);
    expect(shown).toMatchObject({ upToDate: false, transmissions: [{ status: "sent" }] });
    accessPoint.setUnavailable(false);
    expect((await readTransmissions(user.cookie, invoice.id)).transmissions).toMatchObject([
      { status: "delivered" },
    ]);
  });
});

describe("looking a customer up on Peppol", () => {
  function lookup(cookie: string, query: string): Promise<Response> {
    return call(`/api/peppol/lookup?${query}`, { cookie });
  }

  it("finds a reachable id by KvK, VAT or Peppol id, and says when a company is not on Peppol", async () => {
    const user = await createSignedInUser("peppol-lookup");
    accessPoint.addParticipant("9925:be0403170701");
    expect(await (await lookup(user.cookie, "kvk=8765 4321")).json()).toEqual({
      reachable: true,
      participantId: CUSTOMER_PARTICIPANT,
    });
    expect(await (await lookup(user.cookie, "vat=BE 0403.170.701")).json()).toEqual({
      reachable: true,
      participantId: "9925:be0403170701",
    });
    expect(
      await (
        await lookup(user.cookie, `id=${encodeURIComponent("iso6523-actorid-upis::0106:87654321")}`)
      ).json(),
    ).toMatchObject({
      reachable: true,
    });
    expect(await (await lookup(user.cookie, "kvk=11112222")).json()).toEqual({
      reachable: false,
      tried: ["0106:11112222"],
    });
    // On the network, but not for BIS Billing invoices: not reachable for what we send.
    accessPoint.addParticipant("0106:22223333", ["urn:some:other:document"]);
    expect(
      ((await (await lookup(user.cookie, "kvk=22223333")).json()) as { reachable: boolean }).reachable,
    ).toBe(false);
  });

  it("refuses bad queries and says Peppol is not reachable when the access point is down or slow", async () => {
    const user = await createSignedInUser("peppol-lookup-bad");
    for (const query of [
      "",
      "kvk=1&vat=NL1",
      "id=12345678",
      "kvk=123",
      `vat=${"X".repeat(200)}`,
      "name=Bakker",
    ])
      expect((await lookup(user.cookie, query)).status, query).toBe(400);
    expect((await call("/api/peppol/lookup?kvk=87654321")).status).toBe(401);
    accessPoint.setUnavailable(true);
    expect(await errorOf(await lookup(user.cookie, "kvk=87654321"))).toMatchObject({
      status: 503,
      code: "peppol_unavailable",
    });
    accessPoint.setUnavailable(false).setDelay(2_000);
    expect((await lookup(user.cookie, "kvk=87654321")).status).toBe(503);
  });

  it("bounds lookups per user (each costs calls at the provider): 429 with Retry-After past the hour's limit", async () => {
    const user = await createSignedInUser("peppol-lookup-limit");
    const other = await createSignedInUser("peppol-lookup-limit-other");
    for (let i = 0; i < PEPPOL_LOOKUPS_PER_USER.limit; i++)
      expect((await lookup(user.cookie, "kvk=87654321")).status).toBe(200);
    const refused = await lookup(user.cookie, "kvk=87654321");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await lookup(other.cookie, "kvk=87654321")).status).toBe(200);
  });

  it("answers in Dutch for a Dutch browser", async () => {
    const user = await createSignedInUser("peppol-lookup-nl");
    accessPoint.setUnavailable(true);
    const response = await call("/api/peppol/lookup?kvk=87654321", {
      cookie: user.cookie,
      headers: { "Accept-Language": "nl-NL,nl;q=0.9" },
    });
    expect((await errorOf(response)).message).toBe(
      "Peppol is nu niet bereikbaar; probeer het over een paar minuten opnieuw.",
    );
  });
});

// Keeps `env` referenced for the workers pool typing of this file.
void env;
