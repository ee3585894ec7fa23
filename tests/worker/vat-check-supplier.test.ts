import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { SupplierVatCheck } from "../../core/vies/vat-check";
import type { FakeVies } from "../support/fake-vies";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import { installFakeVies } from "./support/vies";

const VAT_ID = "BE0417497106";

/** An extracted invoice whose supplier name and VAT id were read with little confidence. */
async function insertInvoice(userId: string, supplierName: string): Promise<string> {
  const id = Array.from(
    crypto.getRandomValues(new Uint8Array(26)),
    (byte) => "abcdefghijklmnopqrstuvwxyz234567"[byte % 32],
  ).join("");
  const field = (value: string) => ({ value, confidence: 0.6, source: null });
  const fields = {
    version: 1,
    pages: [],
    edited: [],
    extraction: {
      method: "text-layer",
      fields: { supplierName: field(supplierName), supplierVatId: field("BE 0417.497.106") },
      vatLines: [],
      lineItems: [],
      checks: [],
    },
  };
  const now = Date.now();
  await env.DB.prepare(
    `insert into invoices (id, user_id, status, source, fields, supplier_name, supplier_vat_id, created_at, updated_at)
     values (?, ?, 'extracted', 'upload', ?, ?, ?, ?, ?)`,
  )
    .bind(id, userId, JSON.stringify(fields), supplierName, VAT_ID, now, now)
    .run();
  return id;
}

function checkSupplier(user: SignedInUser, id: string, json: unknown): Promise<Response> {
  return call(`/api/vat-check/invoices/${id}`, { cookie: user.cookie, json });
}

async function readStoredConfidences(user: SignedInUser, id: string): Promise<number[]> {
  const response = await call(`/api/invoices/${id}`, { cookie: user.cookie });
  const body = (await response.json()) as {
    invoice: { data: { extraction: { fields: Record<string, { confidence: number }> } } };
  };
  const fields = body.invoice.data.extraction.fields;
  return [fields.supplierVatId?.confidence ?? 0, fields.supplierName?.confidence ?? 0];
}

let vies: FakeVies;
let user: SignedInUser;

beforeEach(async () => {
  vies = installFakeVies();
  vies.register(VAT_ID, { name: "ANHEUSER-BUSCH INBEV SA/NV", address: "GROTE MARKT 1\n1000 BRUSSEL" });
  user = await createSignedInUser("vies-supplier");
});

describe("POST /api/vat-check/invoices/:id (the review)", () => {
  it("a registered name that agrees with the supplier raises both fields' stored confidence", async () => {
    const id = await insertInvoice(user.id, "Anheuser-Busch InBev N.V.");
    const response = await checkSupplier(user, id, {
      vatId: "BE 0417.497.106",
      supplierName: "Anheuser-Busch InBev N.V.",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SupplierVatCheck;
    expect(body.check).toMatchObject({ status: "valid", name: "ANHEUSER-BUSCH INBEV SA/NV" });
    expect(body.nameAgrees).toBe(true);
    expect(body.confidences).toEqual({ supplierVatId: 0.95, supplierName: 0.95 });
    expect(await readStoredConfidences(user, id)).toEqual([0.95, 0.95]);
  });

  it("a registered name for another company leaves the confidence as it was", async () => {
    const id = await insertInvoice(user.id, "Brouwerij De Koninck");
    const body = (await (
      await checkSupplier(user, id, { vatId: VAT_ID, supplierName: "Brouwerij De Koninck" })
    ).json()) as SupplierVatCheck;
    expect(body.check.status).toBe("valid");
    expect(body.nameAgrees).toBe(false);
    expect(await readStoredConfidences(user, id)).toEqual([0.6, 0.6]);
  });

  it("values typed in the form but not saved are checked, not stored", async () => {
    const id = await insertInvoice(user.id, "Someone Else BV");
    const body = (await (
      await checkSupplier(user, id, { vatId: VAT_ID, supplierName: "AB InBev SA/NV" })
    ).json()) as SupplierVatCheck;
    expect(body.nameAgrees).toBe(false);
    const typed = (await (
      await checkSupplier(user, id, { vatId: VAT_ID, supplierName: "Anheuser-Busch Inbev" })
    ).json()) as SupplierVatCheck;
    expect(typed.nameAgrees).toBe(true);
    expect(await readStoredConfidences(user, id)).toEqual([0.6, 0.6]);
  });

  it("another user's invoice is 404 and VIES is not asked; a malformed body is 400", async () => {
    const id = await insertInvoice(user.id, "Anheuser-Busch InBev");
    const stranger = await createSignedInUser("vies-stranger");
    const response = await checkSupplier(stranger, id, { vatId: VAT_ID, supplierName: null });
    expect(response.status).toBe(404);
    for (const json of [
      {},
      { vatId: VAT_ID },
      { vatId: VAT_ID, supplierName: "x".repeat(501) },
      { vatId: VAT_ID, supplierName: null, extra: 1 },
    ]) {
      expect((await checkSupplier(user, id, json)).status).toBe(400);
    }
    expect((await checkSupplier(user, id, { vatId: "BE12", supplierName: null })).status).toBe(400);
    expect(vies.calls).toEqual([]);
    expect(await readStoredConfidences(user, id)).toEqual([0.6, 0.6]);
  });
});
