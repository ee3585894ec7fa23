import { beforeAll, describe, expect, it } from "vitest";
import type { SalesAnalytics } from "../../core/analytics/types";
import type { Overview } from "../../core/dashboard/overview-types";
import { monthRange, quarterOf, quarterRange, todayInAmsterdam } from "../../core/dashboard/periods";
import { addDays } from "../../core/invoice/model";
import { call, createSignedInUser, type SignedInUser } from "./support/accounts";
import {
  draftInvoice,
  type IssuedDetail,
  issue,
  line,
  postAction,
  saveDraft,
  userWithCompany,
} from "./support/issued-invoices";
import { line as paymentLine, saveLines } from "./support/reconcile-api";

async function analyticsOf(user: SignedInUser, query = ""): Promise<SalesAnalytics> {
  const response = await call(`/api/sales-analytics${query}`, { cookie: user.cookie });
  if (response.status !== 200) throw new Error(`analytics: ${response.status} ${await response.text()}`);
  return (await response.json()) as SalesAnalytics;
}

async function overviewOf(user: SignedInUser): Promise<Extract<Overview, { empty: false }>> {
  const response = await call("/api/dashboard/overview", { cookie: user.cookie });
  const overview = (await response.json()) as Overview;
  if (overview.empty) throw new Error("empty overview");
  return overview;
}

async function issueFor(
  user: SignedInUser,
  customer: string,
  issueDate: string,
  lines = draftInvoice().lines,
): Promise<IssuedDetail> {
  const base = draftInvoice();
  const draft = await saveDraft(
    user.cookie,
    draftInvoice({
      issueDate,
      delivery: { kind: "date", date: issueDate },
      dueDate: addDays(issueDate, 14),
      customer: { ...base.customer, name: customer },
      lines,
    }),
  );
  return issue(user.cookie, draft.id);
}

describe("GET /api/sales-analytics", () => {
  const today = todayInAmsterdam();
  const quarter = quarterRange(quarterOf(today));
  if (!quarter) throw new Error("no quarter");
  let owner: SignedInUser;
  let stranger: SignedInUser;
  const issued = {} as Record<"paid" | "partly" | "open" | "credit" | "strangers", IssuedDetail>;

  beforeAll(async () => {
    owner = await userWithCompany("analytics");
    stranger = await userWithCompany("analytics-other");
    issued.paid = await issueFor(owner, "Café De Zwaan V.O.F.", today);
    issued.partly = await issueFor(owner, "Gemeente Voorbeeld", quarter.from, [
      line({ description: "Workshop", quantity: "1", unitPrice: "1000", vatRate: "21" }),
    ]);
    issued.open = await issueFor(owner, "Café De Zwaan V.O.F.", monthRange(today).from);
    const credit = await postAction(owner.cookie, issued.paid.id, "credit-note");
    const creditDraft = ((await credit.json()) as { invoice: IssuedDetail }).invoice;
    issued.credit = await issue(owner.cookie, creditDraft.id);
    issued.strangers = await issueFor(stranger, "Geheime Klant B.V.", today);
    // One payment settles an invoice in full, another pays part of one; both under their RF reference.
    await saveLines(owner, [
      paymentLine({
        date: today,
        amountCents: issued.paid.totalInclCents,
        reference: issued.paid.invoice.paymentReference,
        name: "CAFE DE ZWAAN",
      }),
      paymentLine({
        date: today,
        amountCents: 500_00,
        reference: issued.partly.invoice.paymentReference,
        name: "GEMEENTE VOORBEELD",
      }),
    ]);
  }, 120_000);

  it("agrees with the dashboard overview and the VAT quarter to the cent", async () => {
    const overview = await overviewOf(owner);
    const analytics = await analyticsOf(owner, `?from=${quarter.from}&to=${quarter.to}`);
    const month = analytics.months.find((row) => row.month === today.slice(0, 7));
    const thisQuarter = analytics.quarters.find((row) => row.quarter === quarterOf(today));
    const { issued: figures, receivables } = overview.glance;

    expect(thisQuarter).toEqual({ quarter: quarterOf(today), ...byCount(figures.quarter) });
    expect(month).toEqual({ month: today.slice(0, 7), ...byCount(figures.month) });
    expect(analytics.totals).toEqual(byCount(figures.quarter));
    expect(thisQuarter?.vatCents).toBe(overview.vat.outputVatCents);
    expect(analytics.receivables.openCents).toBe(receivables.totalCents);
    expect(analytics.receivables.count).toBe(receivables.count);
    // The credit note subtracts, the part payment is taken off, the paid invoice is gone.
    expect(analytics.totals.count).toBe(4);
    expect(analytics.receivables.openCents).toBe(
      issued.partly.totalInclCents - 500_00 + issued.open.totalInclCents + issued.credit.totalInclCents,
    );
    expect(analytics.products.reduce((sum, row) => sum + row.exclCents, 0)).toBe(analytics.totals.exclCents);
    expect(analytics.products.find((row) => row.product === "Workshop")?.exclCents).toBe(1000_00);
    expect(analytics.paymentHabits).toEqual([
      { customer: "Café De Zwaan V.O.F.", paidInvoices: 1, averageDaysLate: -14, maxDaysLate: -14 },
    ]);
  });

  it("filters to one customer", async () => {
    const analytics = await analyticsOf(
      owner,
      `?from=${quarter.from}&to=${quarter.to}&customer=${encodeURIComponent("Gemeente Voorbeeld")}`,
    );
    expect(analytics.customers.map((row) => row.customer)).toEqual(["Gemeente Voorbeeld"]);
    expect(analytics.receivables.openCents).toBe(issued.partly.totalInclCents - 500_00);
    expect(analytics.customerNames).toEqual(["Café De Zwaan V.O.F.", "Gemeente Voorbeeld"]);
  });

  it("shows each user only their own invoices", async () => {
    const mine = await analyticsOf(stranger);
    expect(mine.customerNames).toEqual(["Geheime Klant B.V."]);
    expect(mine.totals.inclCents).toBe(issued.strangers.totalInclCents);
    const fresh = await createSignedInUser("analytics-empty");
    const empty = await analyticsOf(fresh);
    expect(empty.customerNames).toEqual([]);
    expect(empty.totals.count).toBe(0);
    expect(empty.months).toHaveLength(12);
  });

  it("gives 0 days sales outstanding when nothing is open, whatever dates the payments carry", async () => {
    // A new user: one invoice issued today, marked paid from a browser whose date is already
    // tomorrow, another paid by a bank line booked tomorrow (a weekend statement).
    const user = await userWithCompany("analytics-dso");
    const marked = await issueFor(user, "Café De Zwaan V.O.F.", today);
    const markResponse = await postAction(user.cookie, marked.id, "paid", { date: addDays(today, 1) });
    expect(markResponse.status).toBe(200);
    const booked = await issueFor(user, "Gemeente Voorbeeld", today);
    await saveLines(user, [
      paymentLine({
        date: addDays(today, 1),
        amountCents: booked.totalInclCents,
        reference: booked.invoice.paymentReference,
        name: "GEMEENTE VOORBEELD",
      }),
    ]);
    const analytics = await analyticsOf(user);
    expect(analytics.receivables.openCents).toBe(0);
    expect(analytics.dso.receivablesCents).toBe(analytics.receivables.openCents);
    expect(analytics.dso.days).toBe(0);
  });

  it("requires a session", async () => {
    const response = await call("/api/sales-analytics");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it.each([
    ["?from=2026-01-01", /both or neither/],
    ["?from=2026-02-30&to=2026-03-31", /YYYY-MM-DD/],
    ["?from=26-01-01&to=2026-03-31", /YYYY-MM-DD/],
    ["?from=2026-03-01&to=2026-01-31", /not be after/],
    ["?from=2000-01-01&to=2020-12-31", /ten years/],
    [`?customer=${"x".repeat(201)}`, /200 characters/],
    ["?customer=", /200 characters/],
    ["?period=year", /YYYY-MM-DD/],
  ])("refuses %s with a clear message", async (query, message) => {
    const response = await call(`/api/sales-analytics${query}`, { cookie: owner.cookie });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toMatch(message);
  });
});

function byCount(figures: {
  count: number;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
}): {
  count: number;
  exclCents: number;
  vatCents: number;
  inclCents: number;
} {
  return {
    count: figures.count,
    exclCents: figures.totalExclCents,
    vatCents: figures.vatCents,
    inclCents: figures.totalInclCents,
  };
}
