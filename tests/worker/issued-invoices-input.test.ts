import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { call, createSignedInUser } from "./support/accounts";
import { draftInvoice, issue, line, postAction, saveDraft, userWithCompany } from "./support/issued-invoices";

vi.setConfig({ testTimeout: 60_000 });

const ACTIONS = ["issue", "duplicate", "credit-note", "sent", "paid"] as const;

function saveRaw(cookie: string, json: unknown): Promise<Response> {
  return call("/api/issued-invoices", { json, cookie });
}

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

describe("authentication and ownership", () => {
  it("answers 401 to every endpoint without a session", async () => {
    const id = "a".repeat(26);
    const requests: [string, { method?: string; json?: unknown }][] = [
      ["/api/issued-invoices", {}],
      ["/api/issued-invoices", { json: { invoice: draftInvoice(), profile: "nlcius" } }],
      [`/api/issued-invoices/${id}`, {}],
      [`/api/issued-invoices/${id}`, { method: "PUT", json: { invoice: draftInvoice(), profile: "nlcius" } }],
      [`/api/issued-invoices/${id}`, { method: "DELETE", json: {} }],
      [`/api/issued-invoices/${id}/pdf`, {}],
      [`/api/issued-invoices/${id}/ubl`, {}],
      ...ACTIONS.map((action): [string, { json: unknown }] => [
        `/api/issued-invoices/${id}/${action}`,
        { json: { date: "2026-03-15" } },
      ]),
    ];
    for (const [path, options] of requests) {
      const response = await call(path, options);
      expect(response.status, `${options.method ?? "GET"} ${path}`).toBe(401);
    }
  });

  it("answers 404 for another user's invoice on every endpoint and changes nothing", async () => {
    const owner = await userWithCompany("owner");
    const intruder = await userWithCompany("intruder");
    const draft = await saveDraft(owner.cookie);
    const issued = await issue(owner.cookie, (await saveDraft(owner.cookie)).id);
    for (const target of [draft, issued]) {
      const base = `/api/issued-invoices/${target.id}`;
      expect((await call(base, { cookie: intruder.cookie })).status).toBe(404);
      expect((await call(`${base}/pdf`, { cookie: intruder.cookie })).status).toBe(404);
      expect((await call(`${base}/ubl`, { cookie: intruder.cookie })).status).toBe(404);
      const put = await call(base, {
        method: "PUT",
        json: { invoice: draftInvoice({ notes: "hijacked" }), profile: "nlcius" },
        cookie: intruder.cookie,
      });
      expect(put.status).toBe(404);
      expect((await call(base, { method: "DELETE", json: {}, cookie: intruder.cookie })).status).toBe(404);
      for (const action of ACTIONS) {
        const response = await postAction(intruder.cookie, target.id, action, { date: "2026-03-15" });
        expect(response.status, action).toBe(404);
      }
    }
    const list = (await (await call("/api/issued-invoices", { cookie: intruder.cookie })).json()) as {
      total: number;
    };
    expect(list.total).toBe(0);
    const rows = await env.DB.prepare("SELECT id, status, document FROM issued_invoices WHERE user_id = ?")
      .bind(owner.id)
      .all<{ id: string; status: string; document: string }>();
    expect(rows.results).toHaveLength(2);
    expect(rows.results.some((row) => row.document.includes("hijacked"))).toBe(false);
    expect(
      await env.DB.prepare("SELECT next_invoice_number AS n FROM user_company_details WHERE user_id = ?")
        .bind(intruder.id)
        .first(),
    ).toEqual({ n: 42 });
  });

  it("answers 404 for malformed ids", async () => {
    const user = await createSignedInUser("bad-id");
    for (const id of ["x", "A".repeat(26), `${"a".repeat(25)}1`, "..%2F..%2Fetc"]) {
      expect((await call(`/api/issued-invoices/${id}`, { cookie: user.cookie })).status).toBe(404);
    }
  });
});

describe("bad input", () => {
  it("refuses unknown fields at any depth, wrong types and missing parts with 400", async () => {
    const user = await createSignedInUser("bad-shape");
    const invoice = draftInvoice();
    const bodies: unknown[] = [
      { invoice, profile: "nlcius", userId: "someone-else" },
      { invoice: { ...invoice, status: "paid" }, profile: "nlcius" },
      { invoice: { ...invoice, customer: { ...invoice.customer, admin: true } }, profile: "nlcius" },
      { invoice: { ...invoice, lines: [{ ...line(), price: "1" }] }, profile: "nlcius" },
      { invoice, profile: "xrechnung" },
      { invoice },
      { invoice: { ...invoice, lines: [] }, profile: "nlcius" },
      { invoice: { ...invoice, lines: "three" }, profile: "nlcius" },
      { invoice: { ...invoice, simplified: "yes" }, profile: "nlcius" },
      { invoice: { ...invoice, lines: [{ ...line(), quantity: 2 }] }, profile: "nlcius" },
      { invoice: { ...invoice, lines: [{ ...line(), vatCategory: "X" }] }, profile: "nlcius" },
      { invoice: { ...invoice, notes: "n".repeat(2001) }, profile: "nlcius" },
      { invoice: { ...invoice, supplier: null }, profile: "nlcius" },
      [],
      "invoice",
      null,
    ];
    for (const body of bodies) {
      const response = await saveRaw(user.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const notJson = await call("/api/issued-invoices", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
      cookie: user.cookie,
    });
    expect(notJson.status).toBe(400);
    expect(await errorCode(notJson)).toBe("invalid_json");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM issued_invoices WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("refuses 10,000 lines (the model allows 1,000) and bodies past the size limit", async () => {
    const user = await createSignedInUser("bad-size");
    const tenThousand = draftInvoice({ lines: Array.from({ length: 10_000 }, () => line()) });
    const many = await saveRaw(user.cookie, { invoice: tenThousand, profile: "nlcius" });
    expect(many.status).toBe(400);

    const huge = JSON.stringify({
      invoice: draftInvoice({ notes: "x".repeat(3 * 1024 * 1024) }),
      profile: "nlcius",
    });
    const tooLarge = await call("/api/issued-invoices", {
      method: "POST",
      body: huge,
      headers: { "Content-Type": "application/json" },
      cookie: user.cookie,
    });
    expect(tooLarge.status).toBe(413);
    expect(await errorCode(tooLarge)).toBe("payload_too_large");

    // The most the model allows is accepted: 1,000 lines.
    const thousand = await saveRaw(user.cookie, {
      invoice: draftInvoice({ lines: Array.from({ length: 1000 }, () => line()) }),
      profile: "nlcius",
    });
    expect(thousand.status).toBe(201);
  });

  it("refuses amounts too large to store exactly, and bad list filters", async () => {
    const user = await createSignedInUser("bad-amounts");
    const enormous = draftInvoice({ lines: [line({ quantity: "9".repeat(15), unitPrice: "9".repeat(15) })] });
    const response = await saveRaw(user.cookie, { invoice: enormous, profile: "nlcius" });
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe("amounts_too_large");
    for (const query of [
      "?status=void",
      "?kind=receipt",
      "?limit=0",
      "?limit=100000",
      "?offset=-1",
      "?page=2",
    ]) {
      expect((await call(`/api/issued-invoices${query}`, { cookie: user.cookie })).status, query).toBe(400);
    }
  });

  it("stores a hostile customer name as text and serves it back unchanged", async () => {
    const user = await createSignedInUser("bad-text");
    const name = `<script>alert(1)</script> '; DROP TABLE issued_invoices; --`;
    const draft = await saveDraft(
      user.cookie,
      draftInvoice({ customer: { ...draftInvoice().customer, name } }),
    );
    expect(draft.customerName).toBe(name);
    const list = (await (await call("/api/issued-invoices?q=DROP", { cookie: user.cookie })).json()) as {
      invoices: { customerName: string }[];
    };
    expect(list.invoices.map((row) => row.customerName)).toEqual([name]);
  });
});

describe("company details that do not fit an invoice", () => {
  it("refuses to issue with 422 and uses no number", async () => {
    const { putDetails, FULL_DETAILS } = await import("./support/company");
    const user = await createSignedInUser("unfit-company");
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(50)}.nl`;
    expect((await putDetails(user.cookie, { ...FULL_DETAILS, email })).status).toBe(200);
    const draft = await saveDraft(user.cookie);
    const response = await postAction(user.cookie, draft.id, "issue");
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe("company_details_unfit");
    const row = await env.DB.prepare(
      "SELECT next_invoice_number AS n FROM user_company_details WHERE user_id = ?",
    )
      .bind(user.id)
      .first();
    expect(row).toEqual({ n: 42 });
  });
});
