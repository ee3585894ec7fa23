import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import { issuedInvoice, line, listState, saveLines } from "./support/reconcile-api";

function post(user: SignedInUser, path: string, json: unknown): Promise<Response> {
  return call(`/api/reconciliation${path}`, { cookie: user.cookie, json });
}

describe("booked matches keep their reason as codes, so any page language can word them", () => {
  it("stores the codes of automatic, accepted and manual bookings next to the English", async () => {
    const user = await createSignedInUser("reconcile-codes");
    await issuedInvoice(user.id, {
      number: "2024-0032",
      totalCents: 500_00,
      customer: "Smit Transport",
      createdAt: 1,
    });
    await issuedInvoice(user.id, {
      number: "2024-0033",
      totalCents: 250_00,
      customer: "Jansen Installatie",
      createdAt: 2,
    });
    const partial = await issuedInvoice(user.id, {
      number: "2024-0034",
      totalCents: 1000_00,
      customer: "Hoveniers Visser",
      createdAt: 3,
    });
    await saveLines(user, [
      line({
        amountCents: 500_00,
        name: "SMIT TRANSPORT",
        iban: "NL44RABO0123456789",
        text: "factuur 2024-0032",
      }),
      line({ amountCents: 250_00, name: "JANSEN INSTALLATIE", iban: "NL20INGB0001234567", text: "Betaling" }),
      line({ amountCents: 300_00, name: "Onbekend", iban: "NL39RABO0300065264", text: "overboeking" }),
    ]);

    const automatic = (await listState(user, "booked")).items[0]?.booking;
    expect(automatic?.reason).toMatch(/^invoice number 2024-0032 in the description, amount equal/);
    expect(automatic?.reasonParts?.slice(0, 2)).toEqual([
      { code: "invoice-number", numbers: ["2024-0032"] },
      { code: "amount-equal" },
    ]);

    const suggested = (await listState(user, "suggested")).items[0];
    const suggestion = suggested?.suggestions[0];
    expect(
      (await post(user, `/transactions/${suggested?.transaction.id}/accept`, { proposal: 0 })).status,
    ).toBe(201);
    const accepted = (await listState(user, "booked")).items.find(
      (item) => item.transaction.id === suggested?.transaction.id,
    )?.booking;
    expect(accepted?.reason).toBe(suggestion?.reason);
    expect(accepted?.reasonParts).toEqual(suggestion?.reasonParts);

    const incoming = (await listState(user, "unmatched")).items[0];
    const manual = await post(user, `/transactions/${incoming?.transaction.id}/manual`, {
      allocations: [{ invoiceId: partial, amountCents: 300_00 }],
    });
    expect(manual.status).toBe(201);
    const byHand = (await listState(user, "booked")).items.find(
      (item) => item.transaction.id === incoming?.transaction.id,
    )?.booking;
    expect(byHand).toMatchObject({ reason: "matched by hand", reasonParts: [{ code: "matched-by-hand" }] });
  });

  it("shows a booking stored before reasons had codes with its English, as stored", async () => {
    const user = await createSignedInUser("reconcile-old");
    await issuedInvoice(user.id, {
      number: "2024-0032",
      totalCents: 500_00,
      customer: "Smit Transport",
      createdAt: 1,
    });
    await saveLines(user, [
      line({
        amountCents: 500_00,
        name: "SMIT TRANSPORT",
        iban: "NL44RABO0123456789",
        text: "factuur 2024-0032",
      }),
    ]);
    // A row as the previous release wrote it: English only.
    await env.DB.prepare("update match_decisions set reason_parts = null, reason = ? where user_id = ?")
      .bind("invoice number 2024-0032 in the description, amount equal", user.id)
      .run();
    const booking = (await listState(user, "booked")).items[0]?.booking;
    expect(booking).toMatchObject({
      reason: "invoice number 2024-0032 in the description, amount equal",
      reasonParts: null,
    });
  });
});
