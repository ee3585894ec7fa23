import { describe, expect, it } from "vitest";
import {
  BILLION_LAUGHS,
  EXTERNAL_ENTITY,
  PEPPOL_ORDER,
  PEPPOL_UBL,
  TRUNCATED_UBL,
} from "../fixtures/peppol/peppol-documents";
import { call } from "./auth-helpers";
import {
  deliver,
  inboundBody,
  invoicesOf,
  objectCount,
  postInbound,
  registeredUser,
  storedText,
  TEST_SECRET,
} from "./support/peppol-inbound";

const MB = 1024 * 1024;

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

async function usedExtractions(cookie: string): Promise<number | undefined> {
  const billing = (await (await call("/api/billing", { cookie })).json()) as {
    usage: { metric: string; used: number }[];
  };
  return billing.usage.find((line) => line.metric === "invoiceExtraction")?.used;
}

describe("POST /api/peppol/inbound refuses what the access point did not sign", () => {
  const now = (): number => Math.floor(Date.now() / 1000);
  // Options made when the test runs: the clock moves on while the file loads.
  const cases: { what: string; options: () => Parameters<typeof postInbound>[1] }[] = [
    { what: "no Peppol-Signature header", options: () => ({ signature: null }) },
    {
      what: "a signature made with another secret",
      options: () => ({ secret: "not-the-secret-0123456789" }),
    },
    { what: "a timestamp 301 s old", options: () => ({ timestamp: now() - 301 }) },
    { what: "a timestamp 6 minutes ahead", options: () => ({ timestamp: now() + 360 }) },
    { what: "a header without v1", options: () => ({ signature: `t=${now()}` }) },
    { what: "a header of junk", options: () => ({ signature: "v1=zz,t=yesterday" }) },
    { what: "a v1 that is not 64 hex digits", options: () => ({ signature: `t=${now()},v1=abc` }) },
  ];
  for (const { what, options } of cases)
    it(`401 for ${what}, storing nothing`, async () => {
      const user = await registeredUser();
      const response = await deliver(inboundBody(user.participantId, PEPPOL_UBL), options());
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe("invalid_signature");
      expect(await invoicesOf(user.userId)).toEqual([]);
    });

  it("401 for a body changed after signing", async () => {
    const user = await registeredUser();
    const body = inboundBody(user.participantId, PEPPOL_UBL);
    const { signInboundPayload } = await import("../../worker/peppol/verify-inbound-signature");
    const signature = await signInboundPayload(TEST_SECRET, now(), JSON.stringify(body));
    const forged = JSON.stringify({ ...body, documentId: "doc-forged" });
    const response = await postInbound(forged, { signature });
    expect(response.status).toBe(401);
    expect(await invoicesOf(user.userId)).toEqual([]);
  });

  it("accepts a signature 4 minutes old, and a header with a second v1 for a secret being rolled over", async () => {
    const user = await registeredUser();
    expect(
      (await deliver(inboundBody(user.participantId, PEPPOL_UBL), { timestamp: now() - 240 })).status,
    ).toBe(200);
    const raw = JSON.stringify(inboundBody(user.participantId, PEPPOL_UBL));
    const { signInboundPayload } = await import("../../worker/peppol/verify-inbound-signature");
    const good = await signInboundPayload(TEST_SECRET, now(), raw);
    const old = await signInboundPayload("the-previous-secret-0123456789", now(), raw);
    const rolled = `${old},${good.slice(good.indexOf("v1="))}`;
    expect((await postInbound(raw, { signature: rolled })).status).toBe(200);
    expect(await invoicesOf(user.userId)).toHaveLength(2);
  });

  it("503 not_configured when no webhook secret is set, and nothing crashes", async () => {
    const user = await registeredUser();
    const response = await deliver(inboundBody(user.participantId, PEPPOL_UBL), {
      env: { PEPPOL_WEBHOOK_SECRET: "" },
    });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe("not_configured");
  });
});

describe("POST /api/peppol/inbound: malformed bodies (signed) get 400 and store nothing", () => {
  it("400 invalid_json for a body that is not JSON", async () => {
    const response = await postInbound("{not json");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "invalid_json",
      message: "The request body is not valid JSON.",
    });
  });

  const bodies: { what: string; change: Record<string, unknown>; field: string }[] = [
    { what: "bad base64", change: { document: "PD94bWwg%%%" }, field: "document" },
    { what: "an empty document", change: { document: "" }, field: "document" },
    { what: "another event", change: { event: "document.deleted" }, field: "event" },
    { what: "an unknown field", change: { userId: "someone-else" }, field: "body" },
    { what: "a receiver that is no participant id", change: { receiver: "KvK 12345678" }, field: "receiver" },
    { what: "a sender that is no participant id", change: { sender: "" }, field: "sender" },
    { what: "a receivedAt that is no date", change: { receivedAt: "yesterday" }, field: "receivedAt" },
    { what: "a documentId with spaces", change: { documentId: "a b" }, field: "documentId" },
    { what: "a documentId of 201 characters", change: { documentId: "x".repeat(201) }, field: "documentId" },
    { what: "a missing documentId", change: { documentId: undefined }, field: "documentId" },
  ];
  for (const { what, change, field } of bodies)
    it(`400 for ${what}`, async () => {
      const user = await registeredUser();
      const response = await deliver({ ...inboundBody(user.participantId, PEPPOL_UBL), ...change });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("invalid_request");
      expect(error.message).toContain(field === "body" ? "Invalid" : field);
      expect(await invoicesOf(user.userId)).toEqual([]);
    });

  it("413 for a body over 10 MB, before its signature is even looked at", async () => {
    const response = await postInbound("x".repeat(10 * MB + 1), { signature: null });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("payload_too_large");
  });
});

describe("POST /api/peppol/inbound keeps a document it cannot read, as a failed inbox row", () => {
  const unreadable: { what: string; xml: string | Uint8Array; reason: RegExp }[] = [
    { what: "a billion-laughs DOCTYPE", xml: BILLION_LAUGHS, reason: /DOCTYPE is refused/ },
    { what: "an external entity", xml: EXTERNAL_ENTITY, reason: /DOCTYPE is refused/ },
    { what: "a Peppol order", xml: PEPPOL_ORDER, reason: /Order, not a UBL or CII invoice/ },
    { what: "XML cut off half-way", xml: TRUNCATED_UBL, reason: /XML/ },
    {
      what: "XML that is not UTF-8",
      xml: Uint8Array.from([0x3c, 0x61, 0x3e, 0xff, 0xfe, 0x3c]),
      reason: /UTF-8/,
    },
  ];
  for (const { what, xml, reason } of unreadable)
    it(`200 stored for ${what}: the file kept, the row failed with the reason, nothing counted`, async () => {
      const user = await registeredUser();
      const response = await deliver(inboundBody(user.participantId, xml));
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { status: string; invoiceId: string };
      expect(answer.status).toBe("stored");
      const [row] = await invoicesOf(user.userId);
      expect(row).toMatchObject({
        id: answer.invoiceId,
        source: "peppol",
        status: "failed",
        total_cents: null,
      });
      expect(row?.error).toMatch(/^This Peppol document could not be read as an invoice\./);
      expect(row?.error).toMatch(reason);
      if (typeof xml === "string") expect(await storedText(user.userId, row?.document_id ?? "")).toBe(xml);
      expect(await objectCount(user.userId)).toBe(1);
      expect(await usedExtractions(user.cookie)).toBeFalsy();
      // The owner sees it in the inbox with the reason.
      const list = (await (await call("/api/invoices", { cookie: user.cookie })).json()) as {
        invoices: { id: string; status: string; error: string }[];
      };
      expect(list.invoices).toEqual([expect.objectContaining({ id: answer.invoiceId, status: "failed" })]);
    });

  it("words the reason in Dutch for a Dutch reader, in the list and the review", async () => {
    const user = await registeredUser();
    const first = await deliver(inboundBody(user.participantId, PEPPOL_ORDER));
    const { invoiceId } = (await first.json()) as { invoiceId: string };
    await deliver(inboundBody(user.participantId, BILLION_LAUGHS));
    await deliver(inboundBody(user.participantId, "%PDF-1.7\n"));
    const cookie = `${user.cookie}; lang=nl`;
    const list = (await (await call("/api/invoices", { cookie })).json()) as {
      invoices: { error: string }[];
    };
    expect(list.invoices.map((invoice) => invoice.error).sort()).toEqual([
      "Dit Peppol-document is geen XML en kon daarom niet als e-factuur worden gelezen.",
      "Dit Peppol-document kon niet als factuur worden gelezen. Deze XML is een Order, geen UBL- of CII-factuur.",
      "Dit Peppol-document kon niet als factuur worden gelezen. XML met een DOCTYPE wordt geweigerd.",
    ]);
    const detail = (await (await call(`/api/invoices/${invoiceId}`, { cookie })).json()) as {
      invoice: { error: string };
    };
    expect(detail.invoice.error).toBe(
      "Dit Peppol-document kon niet als factuur worden gelezen. Deze XML is een Order, geen UBL- of CII-factuur.",
    );
  });

  it("keeps a document that is not XML at all, saying so", async () => {
    const user = await registeredUser();
    const response = await deliver(inboundBody(user.participantId, "%PDF-1.7\n%âãÏÓ\n"));
    expect(response.status).toBe(200);
    expect(await invoicesOf(user.userId)).toEqual([
      expect.objectContaining({
        status: "failed",
        error: "This Peppol document is not XML, so it could not be read as an e-invoice.",
      }),
    ]);
  });

  it("takes a body of several MB (past the 64 KB default) and keeps an XML over the 4 MB reading cap", async () => {
    const user = await registeredUser();
    const padding = `<cbc:Note>${"A".repeat(5 * MB)}</cbc:Note>`;
    const large = PEPPOL_UBL.replace("<cbc:DocumentCurrencyCode>", `${padding}<cbc:DocumentCurrencyCode>`);
    const response = await deliver(inboundBody(user.participantId, large));
    expect(response.status).toBe(200);
    const [row] = await invoicesOf(user.userId);
    expect(row).toMatchObject({ status: "failed" });
    expect(row?.error).toMatch(/larger than 4 MB/);
    expect((await storedText(user.userId, row?.document_id ?? ""))?.length).toBe(large.length);
  });
});
