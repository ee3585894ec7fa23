import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AppBindings } from "../../worker/env";
import { parseInboundBody } from "../../worker/peppol/inbound-body";
import { receivePeppolDocument } from "../../worker/peppol/receive-document";
import { PEPPOL_CII, PEPPOL_UBL } from "../fixtures/peppol/peppol-documents";
import { call } from "./auth-helpers";
import { setUsage } from "./support/billing";
import {
  deliver,
  inboundBody,
  invoicesOf,
  objectCount,
  registeredUser,
  storedText,
} from "./support/peppol-inbound";

interface InboundAnswer {
  status: "stored" | "duplicate";
  invoiceId: string;
}

interface FieldView {
  value: unknown;
  verdict?: string;
}

interface DetailView {
  source: string;
  emailSender: string | null;
  data: { extraction: { method: string; fields: Record<string, FieldView> } | null };
}

describe("POST /api/peppol/inbound: a received Peppol invoice into the inbox", () => {
  it("stores a UBL invoice for the receiver, read exactly from its XML, marked Peppol with the sender's id", async () => {
    const user = await registeredUser();
    const body = inboundBody(user.participantId, PEPPOL_UBL, { receivedAt: "2026-11-27T10:15:00Z" });
    const response = await deliver(body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as InboundAnswer;
    expect(answer.status).toBe("stored");

    const rows = await invoicesOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.invoiceId,
      source: "peppol",
      status: "extracted",
      email_sender: "0106:87654321",
      received_at: Date.parse("2026-11-27T10:15:00Z"),
      supplier_name: "Drukkerij Noord B.V.",
      invoice_number: "PEPPOL-2026-001",
      total_cents: 151250,
      vat_cents: 26250,
      error: null,
    });
    // The XML itself is kept, byte for byte.
    expect(await storedText(user.userId, rows[0]?.document_id ?? "")).toBe(PEPPOL_UBL);

    const list = (await (await call("/api/invoices", { cookie: user.cookie })).json()) as {
      invoices: { id: string; source: string; emailSender: string }[];
    };
    expect(list.invoices).toEqual([
      expect.objectContaining({ id: answer.invoiceId, source: "peppol", emailSender: "0106:87654321" }),
    ]);
    const { invoice: detail } = (await (
      await call(`/api/invoices/${answer.invoiceId}`, { cookie: user.cookie })
    ).json()) as { invoice: DetailView };
    expect(detail.data.extraction?.method).toBe("e-invoice");
    // Structured data: every field read is sure, none left for the person to check.
    const fields = Object.entries(detail.data.extraction?.fields ?? {});
    expect(fields.length).toBeGreaterThan(8);
    expect(fields.filter(([, field]) => field.verdict !== "sure")).toEqual([]);
  });

  it("names Peppol in the dashboard's recent activity, in English and Dutch", async () => {
    const user = await registeredUser();
    const { invoiceId } = (await (
      await deliver(inboundBody(user.participantId, PEPPOL_UBL))
    ).json()) as InboundAnswer;
    const recentOf = async (
      cookie: string,
    ): Promise<{ kind: string; id: string; title: string; detail: string }[]> =>
      ((await (await call("/api/dashboard/overview", { cookie })).json()) as { recent: [] }).recent;
    expect(await recentOf(user.cookie)).toEqual([
      expect.objectContaining({
        kind: "peppol",
        id: invoiceId,
        title: "Drukkerij Noord B.V.",
        detail: "Received over Peppol · PEPPOL-2026-001 · ready for review",
      }),
    ]);
    expect(await recentOf(`${user.cookie}; lang=nl`)).toEqual([
      expect.objectContaining({ detail: "Ontvangen via Peppol · PEPPOL-2026-001 · klaar voor controle" }),
    ]);
  });

  it("reads a CII invoice with its exact totals", async () => {
    const user = await registeredUser();
    const response = await deliver(inboundBody(user.participantId, PEPPOL_CII));
    expect(response.status).toBe(200);
    expect(await invoicesOf(user.userId)).toEqual([
      expect.objectContaining({
        source: "peppol",
        status: "extracted",
        supplier_name: "Schmidt GmbH",
        invoice_number: "RE-2026-77",
        total_cents: 59500,
        vat_cents: 9500,
      }),
    ]);
  });

  it("routes by the receiver's canonical id, however the access point writes it", async () => {
    const user = await registeredUser();
    const written = `iso6523-actorid-upis::${user.participantId.toUpperCase()}`;
    const response = await deliver(inboundBody(written, PEPPOL_UBL));
    expect(response.status).toBe(200);
    expect(await invoicesOf(user.userId)).toHaveLength(1);
  });

  it("answers a second delivery of the same document 'duplicate' with the first invoice, storing nothing more", async () => {
    const user = await registeredUser();
    const body = inboundBody(user.participantId, PEPPOL_UBL);
    const first = (await (await deliver(body)).json()) as InboundAnswer;
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "duplicate", invoiceId: first.invoiceId });
    expect(await invoicesOf(user.userId)).toHaveLength(1);
    expect(await objectCount(user.userId)).toBe(1);
  });

  it("stores one invoice when deliveries of one document race, and counts it once", async () => {
    const user = await registeredUser();
    const raw = new TextEncoder().encode(JSON.stringify(inboundBody(user.participantId, PEPPOL_UBL)));
    const parsed = parseInboundBody(raw);
    if (!parsed.ok) throw new Error(parsed.message);
    // Below the HTTP layer: the workers pool runs requests to itself one after the other, which
    // would never interleave two deliveries; these three do, each past the duplicate check at once.
    const bindings = env as unknown as AppBindings;
    const outcomes = await Promise.all([1, 2, 3].map(() => receivePeppolDocument(bindings, parsed.value)));
    expect(outcomes.filter((outcome) => outcome.kind === "stored")).toHaveLength(1);
    const rows = await invoicesOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(outcomes).toEqual(outcomes.map((outcome) => ({ kind: outcome.kind, invoiceId: rows[0]?.id })));
    expect(await objectCount(user.userId)).toBe(1);
    const billing = (await (await call("/api/billing", { cookie: user.cookie })).json()) as {
      usage: { metric: string; used: number }[];
    };
    expect(billing.usage.find((line) => line.metric === "invoiceExtraction")?.used).toBe(1);
  });

  it("404 unknown_participant for a receiver nobody registered, storing nothing", async () => {
    const user = await registeredUser();
    const response = await deliver(inboundBody("0106:00000001", PEPPOL_UBL));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unknown_participant");
    expect(await invoicesOf(user.userId)).toEqual([]);
  });

  it.each(["pending", "failed"] as const)("404 for a receiver whose registration is %s", async (status) => {
    const user = await registeredUser(status);
    const response = await deliver(inboundBody(user.participantId, PEPPOL_UBL));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unknown_participant");
    expect(await invoicesOf(user.userId)).toEqual([]);
    expect(await objectCount(user.userId)).toBe(0);
  });

  it("shows the invoice to its receiver only: another user neither lists nor opens it", async () => {
    const receiver = await registeredUser();
    const other = await registeredUser();
    const { invoiceId } = (await (
      await deliver(inboundBody(receiver.participantId, PEPPOL_UBL))
    ).json()) as InboundAnswer;
    const list = (await (await call("/api/invoices", { cookie: other.cookie })).json()) as {
      invoices: unknown[];
    };
    expect(list.invoices).toEqual([]);
    expect((await call(`/api/invoices/${invoiceId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(`/api/invoices/${invoiceId}/file`, { cookie: other.cookie })).status).toBe(404);
  });

  it("over the month's extraction limit keeps the invoice unread, as for e-mailed invoices", async () => {
    const user = await registeredUser();
    await setUsage(user.userId, "invoiceExtraction", 20);
    const response = await deliver(inboundBody(user.participantId, PEPPOL_UBL));
    expect(response.status).toBe(200);
    expect(((await response.json()) as InboundAnswer).status).toBe("stored");
    expect(await invoicesOf(user.userId)).toEqual([
      expect.objectContaining({
        source: "peppol",
        status: "waiting_for_quota",
        email_sender: "0106:87654321",
      }),
    ]);
  });
});
