import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { PLANS } from "../../core/plans/plans";
import { tryConsumeQuota } from "../../worker/billing/quota";
import { call, createSignedInUser } from "./support/accounts";
import { ING_MT940, saveRequest } from "./support/bank-api";
import { readBilling, setUsage } from "./support/billing";
import { uploadRequest } from "./support/processor-api";

vi.setConfig({ testTimeout: 60_000 });

const FREE = PLANS.free.limits;

function countUsage(cookie: string, metric: string, count: number): Promise<Response> {
  return call("/api/billing/usage", { json: { metric, count }, cookie });
}

async function expectQuota402(response: Response, label: string, limit: number): Promise<void> {
  expect(response.status).toBe(402);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("quota_exceeded");
  expect(body.error.message).toContain(label);
  expect(body.error.message).toContain(`of ${limit}`);
  expect(body.error.message).toContain("Free plan");
  expect(body.error.message).toContain("/pricing");
}

describe("monthly quotas", () => {
  it("counts browser-only work (duplicate-removal rows) up to the Free limit, then answers 402 naming the limit", async () => {
    const user = await createSignedInUser("quota-dedupe");
    const first = await countUsage(user.cookie, "dedupeRows", FREE.dedupeRows - 1);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ metric: "dedupeRows", used: FREE.dedupeRows - 1 });
    // Two more rows would pass the limit: refused whole, nothing counted.
    await expectQuota402(
      await countUsage(user.cookie, "dedupeRows", 2),
      "Duplicate removal rows",
      FREE.dedupeRows,
    );
    expect((await countUsage(user.cookie, "dedupeRows", 1)).status).toBe(200);
    await expectQuota402(
      await countUsage(user.cookie, "dedupeRows", 1),
      "Duplicate removal rows",
      FREE.dedupeRows,
    );
    const billing = await readBilling(user.cookie);
    expect(billing.plan.id).toBe("free");
    expect(billing.usage.find((row) => row.metric === "dedupeRows")).toMatchObject({
      used: FREE.dedupeRows,
      limit: FREE.dedupeRows,
    });
  });

  it("never overshoots when many requests race for the last units", async () => {
    const user = await createSignedInUser("quota-race");
    const slots = 50;
    const responses = await Promise.all(
      Array.from({ length: slots + 15 }, () =>
        countUsage(user.cookie, "dedupeRows", FREE.dedupeRows / slots),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(slots);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    const outcomes = await Promise.all(
      Array.from({ length: FREE.ocrPages + 15 }, () => tryConsumeQuota(env.DB, user.id, "ocrPages", 1)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(FREE.ocrPages);
    const billing = await readBilling(user.cookie);
    expect(billing.usage.find((row) => row.metric === "dedupeRows")?.used).toBe(FREE.dedupeRows);
    expect(billing.usage.find((row) => row.metric === "ocrPages")?.used).toBe(FREE.ocrPages);
  });

  it("refuses bad usage requests and anonymous callers", async () => {
    const user = await createSignedInUser("quota-bad");
    for (const json of [
      { metric: "invoiceExtraction", count: 1 },
      // OCR pages are counted by the server when the words arrive, never reported by the browser.
      { metric: "ocrPages", count: 1 },
      { metric: "dedupeRows", count: 0 },
      { metric: "dedupeRows", count: -5 },
      { metric: "dedupeRows", count: 1.5 },
      { metric: "dedupeRows", count: "1" },
    ]) {
      expect((await call("/api/billing/usage", { json, cookie: user.cookie })).status).toBe(400);
    }
    expect((await call("/api/billing/usage", { json: { metric: "dedupeRows", count: 1 } })).status).toBe(401);
  });

  it("refuses an upload over the extraction limit before storing anything, and does not count failed files", async () => {
    const user = await createSignedInUser("quota-upload");
    await setUsage(user.id, "invoiceExtraction", FREE.invoiceExtraction - 1);
    const over = await uploadRequest(user.cookie, [
      { name: "a.pdf", bytes: "%PDF-1.4 a" },
      { name: "b.pdf", bytes: "%PDF-1.4 b" },
    ]);
    await expectQuota402(over, "Invoices extracted", FREE.invoiceExtraction);
    const list = await call("/api/invoices", { cookie: user.cookie });
    expect(((await list.json()) as { invoices: unknown[] }).invoices).toHaveLength(0);
    // One file that is not an invoice at all: refused per file, and given back to the quota.
    const bad = await uploadRequest(user.cookie, [{ name: "notes.txt", bytes: "hello" }]);
    expect(bad.status).toBe(200);
    const billing = await readBilling(user.cookie);
    expect(billing.usage.find((row) => row.metric === "invoiceExtraction")?.used).toBe(
      FREE.invoiceExtraction - 1,
    );
  });

  it("refuses saving a bank file over the limit", async () => {
    const user = await createSignedInUser("quota-bank");
    await setUsage(user.id, "bankFiles", FREE.bankFiles);
    await expectQuota402(
      await saveRequest(user.cookie, { name: "ing.sta", bytes: ING_MT940 }),
      "Bank files saved",
      FREE.bankFiles,
    );
    await setUsage(user.id, "bankFiles", FREE.bankFiles - 1);
    expect((await saveRequest(user.cookie, { name: "ing.sta", bytes: ING_MT940 })).status).toBe(201);
    await expectQuota402(
      await saveRequest(user.cookie, { name: "ing2.sta", bytes: ING_MT940 }),
      "Bank files saved",
      FREE.bankFiles,
    );
  });
});
