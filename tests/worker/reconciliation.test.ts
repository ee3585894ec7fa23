import { beforeAll, describe, expect, it } from "vitest";
import type { Overview } from "../../core/dashboard/overview-types";
import type { IssuedInvoiceList } from "../../core/invoice/issued-invoice";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import { issuedInvoice, line, listState, saveLines } from "./support/reconcile-api";

async function receivables(user: SignedInUser): Promise<{ count: number; totalCents: number }> {
  const response = await call("/api/dashboard/overview", { cookie: user.cookie });
  const overview = (await response.json()) as Overview;
  if (overview.empty) return { count: 0, totalCents: 0 };
  return overview.glance.receivables;
}

async function issuedStatuses(user: SignedInUser): Promise<Record<string, string | null>> {
  const response = await call("/api/issued-invoices", { cookie: user.cookie });
  const list = (await response.json()) as IssuedInvoiceList;
  return Object.fromEntries(list.invoices.map((invoice) => [invoice.number ?? "", invoice.paymentStatus]));
}

function post(user: SignedInUser, path: string, json: unknown): Promise<Response> {
  return call(`/api/reconciliation${path}`, { cookie: user.cookie, json });
}

describe("/api/reconciliation", () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  const invoiceIds: Record<string, string> = {};
  let before: { count: number; totalCents: number };

  beforeAll(async () => {
    owner = await createSignedInUser("reconcile");
    stranger = await createSignedInUser("reconcile-other");
    invoiceIds.rf = await issuedInvoice(owner.id, {
      number: "2024-0031",
      totalCents: 121_00,
      customer: "Bakkerij de Vries B.V.",
      reference: "RF18539007547034",
      createdAt: 1,
    });
    invoiceIds.number = await issuedInvoice(owner.id, {
      number: "2024-0032",
      totalCents: 500_00,
      customer: "Smit Transport",
      createdAt: 2,
    });
    invoiceIds.name = await issuedInvoice(owner.id, {
      number: "2024-0033",
      totalCents: 250_00,
      customer: "Jansen Installatie",
      createdAt: 3,
    });
    invoiceIds.partial = await issuedInvoice(owner.id, {
      number: "2024-0034",
      totalCents: 1000_00,
      customer: "Hoveniers Visser",
      createdAt: 4,
    });
    invoiceIds.strangers = await issuedInvoice(stranger.id, {
      number: "2024-0031",
      totalCents: 121_00,
      customer: "Bakkerij de Vries B.V.",
      reference: "RF18539007547034",
      createdAt: 5,
    });
    before = await receivables(owner);
    await saveLines(owner, [
      line({ amountCents: 121_00, reference: "RF18539007547034" }),
      line({
        amountCents: 500_00,
        name: "SMIT TRANSPORT",
        iban: "NL44RABO0123456789",
        bic: "RABONL2U",
        text: "factuur 2024-0032",
      }),
      line({
        amountCents: 250_00,
        name: "JANSEN INSTALLATIE",
        iban: "NL20INGB0001234567",
        bic: "INGBNL2A",
        text: "Betaling",
      }),
      line({
        amountCents: 300_00,
        name: "Onbekend",
        iban: "NL39RABO0300065264",
        bic: "RABONL2U",
        text: "overboeking",
      }),
      line({ amountCents: -2500_00, name: "J. de Boer", iban: "NL02ABNA0123456789", text: "Salaris maart" }),
    ]);
  });

  it("books exact references and numbers automatically when a statement is saved, and suggests the rest", async () => {
    const booked = await listState(owner, "booked");
    expect(booked.counts).toEqual({ booked: 2, suggested: 1, unmatched: 2 });
    expect(booked.items.map((item) => item.booking?.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^reference RF18 5390 0754 7034 matches invoice 2024-0031, amount equal/),
        expect.stringMatching(/^invoice number 2024-0032 in the description, amount equal/),
      ]),
    );
    const suggested = await listState(owner, "suggested");
    expect(suggested.items[0]?.suggestions[0]?.allocations[0]?.invoice.number).toBe("2024-0033");
    expect(suggested.items[0]?.suggestions[0]?.reason).toContain("name matches");
  });

  it("shows paid invoices in the list and takes them off the dashboard's receivables", async () => {
    expect(await issuedStatuses(owner)).toEqual({
      "2024-0031": "paid",
      "2024-0032": "paid",
      "2024-0033": "open",
      "2024-0034": "open",
    });
    expect(before).toMatchObject({ count: 4, totalCents: 1871_00 });
    expect(await receivables(owner)).toMatchObject({ count: 2, totalCents: 1250_00 });
    // The other user's invoice with the same number and reference is untouched.
    expect(await issuedStatuses(stranger)).toEqual({ "2024-0031": "open" });
  });

  it("accepts a suggestion, and undoes it", async () => {
    const suggested = await listState(owner, "suggested");
    const transactionId = suggested.items[0]?.transaction.id ?? "";
    const accepted = await post(owner, `/transactions/${transactionId}/accept`, { proposal: 0 });
    expect(accepted.status).toBe(201);
    const { decisionId } = (await accepted.json()) as { decisionId: string };
    expect((await issuedStatuses(owner))["2024-0033"]).toBe("paid");
    expect(await receivables(owner)).toMatchObject({ count: 1, totalCents: 1000_00 });
    // Twice is refused.
    expect((await post(owner, `/transactions/${transactionId}/accept`, { proposal: 0 })).status).toBe(409);

    expect((await post(owner, `/decisions/${decisionId}/undo`, {})).status).toBe(200);
    expect((await issuedStatuses(owner))["2024-0033"]).toBe("open");
    expect((await listState(owner, "suggested")).counts.suggested).toBe(1);
    expect((await post(owner, `/decisions/${decisionId}/undo`, {})).status).toBe(409);
  });

  it("rejects a suggestion so it does not come back, until the rejection is undone", async () => {
    const transactionId = (await listState(owner, "suggested")).items[0]?.transaction.id ?? "";
    const rejected = await post(owner, `/transactions/${transactionId}/reject`, { proposal: 0 });
    expect(rejected.status).toBe(201);
    const { decisionId } = (await rejected.json()) as { decisionId: string };
    expect((await post(owner, "/run", {})).status).toBe(200);
    expect((await listState(owner, "suggested")).counts.suggested).toBe(0);
    expect((await post(owner, `/decisions/${decisionId}/undo`, {})).status).toBe(200);
    expect((await listState(owner, "suggested")).counts.suggested).toBe(1);
  });

  it("matches by hand as a part payment, within what is open and what was paid", async () => {
    const unmatched = await listState(owner, "unmatched");
    const incoming = unmatched.items.find((item) => item.transaction.amountCents === 300_00);
    const path = `/transactions/${incoming?.transaction.id}/manual`;
    expect(
      (await post(owner, path, { allocations: [{ invoiceId: invoiceIds.partial, amountCents: 400_00 }] }))
        .status,
    ).toBe(422);
    expect(
      (await post(owner, path, { allocations: [{ invoiceId: invoiceIds.rf, amountCents: 100_00 }] })).status,
    ).toBe(409);
    const done = await post(owner, path, {
      allocations: [{ invoiceId: invoiceIds.partial, amountCents: 300_00 }],
    });
    expect(done.status).toBe(201);
    expect((await issuedStatuses(owner))["2024-0034"]).toBe("partially_paid");
    expect(await receivables(owner)).toMatchObject({ count: 2, totalCents: 950_00 });
  });

  it("answers 404 for another user's transactions, decisions and invoices", async () => {
    const booked = await listState(owner, "booked");
    const item = booked.items[0];
    const transactionId = item?.transaction.id ?? "";
    const decisionId = item?.booking?.decisionId ?? "";
    expect((await post(stranger, `/transactions/${transactionId}/accept`, { proposal: 0 })).status).toBe(404);
    expect((await post(stranger, `/transactions/${transactionId}/reject`, { proposal: 0 })).status).toBe(404);
    expect(
      (
        await post(stranger, `/transactions/${transactionId}/manual`, {
          allocations: [{ invoiceId: invoiceIds.strangers, amountCents: 1_00 }],
        })
      ).status,
    ).toBe(404);
    expect((await post(stranger, `/decisions/${decisionId}/undo`, {})).status).toBe(404);
    expect((await listState(stranger, "booked")).counts).toEqual({ booked: 0, suggested: 0, unmatched: 0 });
    // The owner naming the stranger's invoice.
    const salary = (await listState(owner, "unmatched")).items.find(
      (entry) => entry.transaction.amountCents < 0,
    );
    expect(
      (
        await post(owner, `/transactions/${salary?.transaction.id}/manual`, {
          allocations: [{ invoiceId: invoiceIds.strangers, amountCents: -1_00 }],
        })
      ).status,
    ).toBe(404);
  });

  it("refuses bad input and visitors", async () => {
    expect((await call("/api/reconciliation")).status).toBe(401);
    expect((await call("/api/reconciliation?state=everything", { cookie: owner.cookie })).status).toBe(400);
    expect((await call("/api/reconciliation?limit=100000", { cookie: owner.cookie })).status).toBe(400);
    const transactionId = (await listState(owner, "suggested")).items[0]?.transaction.id ?? "";
    expect((await post(owner, `/transactions/${transactionId}/accept`, { proposal: 7 })).status).toBe(404);
    expect((await post(owner, `/transactions/${transactionId}/accept`, { proposal: "0" })).status).toBe(400);
    expect((await post(owner, "/transactions/not-an-id/accept", { proposal: 0 })).status).toBe(404);
    const invalidJson = await call(`/api/reconciliation/transactions/${transactionId}/accept`, {
      cookie: owner.cookie,
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(invalidJson.status).toBe(400);
    expect((await post(owner, `/transactions/${transactionId}/manual`, { allocations: [] })).status).toBe(
      400,
    );
    const huge = {
      allocations: Array.from({ length: 500 }, () => ({ invoiceId: "x".repeat(64), amountCents: 1 })),
    };
    expect([400, 413]).toContain((await post(owner, `/transactions/${transactionId}/manual`, huge)).status);
    const settings = await call("/api/reconciliation/settings", {
      cookie: owner.cookie,
      method: "PUT",
      json: { toleranceCents: 50_000, referenceKind: "rf" },
    });
    expect(settings.status).toBe(400);
    const saved = await call("/api/reconciliation/settings", {
      cookie: owner.cookie,
      method: "PUT",
      json: { toleranceCents: 50, referenceKind: "betalingskenmerk" },
    });
    expect(await saved.json()).toEqual({ toleranceCents: 50, referenceKind: "betalingskenmerk" });
  });
});
