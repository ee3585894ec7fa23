import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { grantPaidPlan } from "./support/billing";
import { FULL_DETAILS, putDetails } from "./support/company";
import { type IssuedDetail, postAction, saveDraft, userWithCompany } from "./support/issued-invoices";

vi.setConfig({ testTimeout: 120_000 });

async function nextNumber(userId: string): Promise<number | undefined> {
  const row = await env.DB.prepare("SELECT next_invoice_number FROM user_company_details WHERE user_id = ?")
    .bind(userId)
    .first<{ next_invoice_number: number }>();
  return row?.next_invoice_number;
}

describe("invoice numbering under concurrency", () => {
  it("gives 20 drafts issued at once 20 unique, consecutive numbers without a gap", async () => {
    const user = await userWithCompany("numbering-20");
    // 20 issued at once: more than the Free plan's monthly quota.
    await grantPaidPlan(user.id);
    const drafts: IssuedDetail[] = [];
    for (let index = 0; index < 20; index++) drafts.push(await saveDraft(user.cookie));

    const responses = await Promise.all(drafts.map((draft) => postAction(user.cookie, draft.id, "issue")));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const issued = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { invoice: IssuedDetail }).invoice),
    );
    const numbers = issued.map((invoice) => invoice.number ?? "");
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((number) => Number(number.replace("GK-2026-", ""))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => 42 + index));
    for (const invoice of issued) expect(invoice.invoice.number).toBe(invoice.number);
    expect(await nextNumber(user.id)).toBe(62);

    const stored = await env.DB.prepare(
      "SELECT number, sequence FROM issued_invoices WHERE user_id = ? ORDER BY sequence",
    )
      .bind(user.id)
      .all<{ number: string; sequence: number }>();
    expect(stored.results.map((row) => row.sequence)).toEqual(sequences);
    expect(stored.results.map((row) => row.number)).toEqual(sequences.map((value) => `GK-2026-${value}`));
    const vat = await env.DB.prepare("SELECT count(*) AS n FROM issued_invoice_vat WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(vat?.n).toBe(60);
  });

  it("issues one draft once when 20 requests race for it, using one number", async () => {
    const user = await userWithCompany("numbering-same");
    // Each racing request holds a quota unit until it loses: keep the Free plan's limit out of this test.
    await grantPaidPlan(user.id);
    const draft = await saveDraft(user.cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postAction(user.cookie, draft.id, "issue")),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await nextNumber(user.id)).toBe(43);
    const vat = await env.DB.prepare("SELECT count(*) AS n FROM issued_invoice_vat WHERE invoice_id = ?")
      .bind(draft.id)
      .first<{ n: number }>();
    expect(vat?.n).toBe(3);
  });

  it("keeps two users' series apart", async () => {
    const [first, second] = await Promise.all([
      userWithCompany("numbering-a"),
      userWithCompany("numbering-b"),
    ]);
    if (!first || !second) throw new Error("no users");
    const [a, b] = await Promise.all([saveDraft(first.cookie), saveDraft(second.cookie)]);
    if (!a || !b) throw new Error("no drafts");
    const [issuedA, issuedB] = await Promise.all([
      postAction(first.cookie, a.id, "issue"),
      postAction(second.cookie, b.id, "issue"),
    ]);
    expect(((await issuedA.json()) as { invoice: IssuedDetail }).invoice.number).toBe("GK-2026-42");
    expect(((await issuedB.json()) as { invoice: IssuedDetail }).invoice.number).toBe("GK-2026-42");
  });

  it("refuses a number the user already has (counter set back in the settings) and uses none", async () => {
    const user = await userWithCompany("numbering-taken");
    const first = await saveDraft(user.cookie);
    expect((await postAction(user.cookie, first.id, "issue")).status).toBe(200);
    await env.DB.prepare("UPDATE user_company_details SET next_invoice_number = 42 WHERE user_id = ?")
      .bind(user.id)
      .run();
    const second = await saveDraft(user.cookie);
    const response = await postAction(user.cookie, second.id, "issue");
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("number_taken");
    expect(await nextNumber(user.id)).toBe(42);
    const row = await env.DB.prepare("SELECT status, number FROM issued_invoices WHERE id = ?")
      .bind(second.id)
      .first();
    expect(row).toEqual({ status: "draft", number: null });
  });

  it("a settings form saved with a stale next number does not set the counter back; a new prefix may start at 1", async () => {
    const user = await userWithCompany("numbering-stale-form");
    for (let index = 0; index < 2; index++) {
      expect((await postAction(user.cookie, (await saveDraft(user.cookie)).id, "issue")).status).toBe(200);
    }
    // The form was loaded before those two issues and still says 42.
    const stale = await putDetails(user.cookie, { ...FULL_DETAILS, companyName: "Renamed B.V." });
    expect(stale.status).toBe(200);
    expect(await nextNumber(user.id)).toBe(44);
    expect((await postAction(user.cookie, (await saveDraft(user.cookie)).id, "issue")).status).toBe(200);

    const newSeries = await putDetails(user.cookie, {
      ...FULL_DETAILS,
      invoicePrefix: "GK-2027-",
      nextInvoiceNumber: 1,
    });
    expect(newSeries.status).toBe(200);
    expect(await nextNumber(user.id)).toBe(1);
  });
});
