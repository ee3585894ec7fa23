import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { FilledOverview, Overview } from "../../core/dashboard/overview-types";
import {
  lastTwelveMonths,
  monthRange,
  quarterOf,
  quarterRange,
  shiftQuarter,
  todayInAmsterdam,
} from "../../core/dashboard/periods";
import { call, createGoogleOnlyUser, type SignedInUser } from "./support/accounts";
import { insertIssued, insertReceived, insertRefusal, insertStatement } from "./support/dashboard-seed";

const today = todayInAmsterdam();
const quarter = quarterOf(today);
const quarterDates = quarterRange(quarter) ?? { from: "", to: "" };
const monthDates = monthRange(today);
/** In this month (and so this quarter). */
const IN_MONTH = monthDates.from;
/** First day of the quarter: in this month only when the quarter started this month. */
const IN_QUARTER = quarterDates.from;
const quarterStartsThisMonth = IN_QUARTER === IN_MONTH;
const PREVIOUS_QUARTER = quarterRange(shiftQuarter(quarter, -1))?.from ?? "";
const months = lastTwelveMonths(today);
const lastMonth = months[10] ?? "";
const thisMonth = months[11] ?? "";
const FAR_DUE = "2099-01-31";

async function overview(user: SignedInUser, query = ""): Promise<Overview> {
  const response = await call(`/api/dashboard/overview${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return (await response.json()) as Overview;
}

function filled(value: Overview): FilledOverview {
  if (value.empty) throw new Error("expected a filled overview");
  return value;
}

/** A second user whose rows would change every figure if they leaked into the first user's. */
async function seedOtherUser(userId: string): Promise<void> {
  await insertReceived(userId, {
    status: "reviewed",
    date: IN_MONTH,
    dueDate: "2098-01-01",
    totalCents: 99_999,
    vatCents: 9_999,
    supplier: "Other",
    createdAt: 9_000_000,
  });
  await insertReceived(userId, { status: "needs_ocr", createdAt: 9_000_001 });
  await insertIssued(userId, {
    status: "issued",
    number: "O-1",
    date: IN_MONTH,
    dueDate: "1999-01-01",
    vat: [
      { category: "S", rate: 2100, taxable: 77_700, vat: 16_317 },
      { category: "AE", rate: 0, taxable: 1_000, vat: 0 },
    ],
    createdAt: 9_000_002,
  });
  await insertStatement(userId, {
    account: "NL91ABNA0417164300",
    closingDate: `${thisMonth}-02`,
    closingCents: 1,
    fileName: "other.sta",
    createdAt: 9_000_003,
    transactions: [{ date: `${thisMonth}-02`, cents: 123_456 }],
  });
}

describe("GET /api/dashboard/overview", () => {
  let owner: SignedInUser;
  let other: SignedInUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await createGoogleOnlyUser("dash-owner");
    other = await createGoogleOnlyUser("dash-other");
    const u = owner.id;
    // Refused e-mails: one this week and one too old to count for the owner, one for the other user.
    await insertRefusal(u, Date.now() - 2 * 86_400_000);
    await insertRefusal(u, Date.now() - 40 * 86_400_000);
    await insertRefusal(other.id, Date.now());
    // Received invoices.
    ids.r1 = await insertReceived(u, {
      status: "reviewed",
      date: IN_MONTH,
      dueDate: FAR_DUE,
      totalCents: 12_100,
      vatCents: 2_100,
      supplier: "Bakkerij Jansen",
      number: "BJ-1",
      createdAt: 1_000,
    });
    ids.r2 = await insertReceived(u, {
      status: "reviewed",
      source: "email",
      date: IN_QUARTER,
      dueDate: "2099-02-15",
      totalCents: 10_900,
      vatCents: 900,
      supplier: "Drukkerij",
      createdAt: 1_100,
    });
    ids.r3 = await insertReceived(u, {
      status: "extracted",
      date: IN_MONTH,
      dueDate: "2000-01-01",
      totalCents: 5_000,
      vatCents: 0,
      confidence: 0.5,
      createdAt: 1_200,
    });
    ids.r4 = await insertReceived(u, {
      status: "extracted",
      date: IN_MONTH,
      totalCents: 2_420,
      vatCents: 420,
      createdAt: 1_300,
    });
    ids.r5 = await insertReceived(u, { status: "needs_ocr", createdAt: 1_400 });
    ids.r6 = await insertReceived(u, {
      status: "reviewed",
      date: IN_MONTH,
      dueDate: "2099-01-01",
      totalCents: 9_999,
      vatCents: 999,
      currency: "USD",
      createdAt: 1_500,
    });
    ids.r7 = await insertReceived(u, { status: "failed", createdAt: 1_600 });
    ids.r8 = await insertReceived(u, {
      status: "reviewed",
      date: PREVIOUS_QUARTER,
      totalCents: 50_000,
      vatCents: 8_678,
      createdAt: 1_700,
    });
    // Issued invoices and credit notes.
    ids.i1 = await insertIssued(u, {
      status: "issued",
      number: "2026-001",
      date: IN_MONTH,
      dueDate: "2099-03-01",
      customer: "Café De Hoek",
      vat: [
        { category: "S", rate: 2100, taxable: 100_000, vat: 21_000 },
        { category: "S", rate: 900, taxable: 20_000, vat: 1_800 },
      ],
      createdAt: 2_000,
    });
    ids.i2 = await insertIssued(u, {
      status: "sent",
      number: "2026-002",
      date: IN_QUARTER,
      dueDate: "2099-01-15",
      customer: '=HYPERLINK("http://x")',
      customerVatId: "BE0123456749",
      vat: [{ category: "AE", rate: 0, taxable: 50_000, vat: 0 }],
      createdAt: 2_100,
    });
    ids.i3 = await insertIssued(u, {
      status: "paid",
      number: "2026-003",
      date: IN_MONTH,
      customerVatId: "DE123456789",
      vat: [{ category: "K", rate: 0, taxable: 30_000, vat: 0 }],
      createdAt: 2_200,
    });
    ids.i4 = await insertIssued(u, {
      kind: "credit_note",
      status: "issued",
      number: "2026-004",
      date: IN_MONTH,
      vat: [{ category: "S", rate: 2100, taxable: -10_000, vat: -2_100 }],
      createdAt: 2_300,
    });
    ids.i5 = await insertIssued(u, {
      status: "draft",
      number: null,
      date: IN_MONTH,
      vat: [{ category: "S", rate: 2100, taxable: 55_500, vat: 11_655 }],
      createdAt: 2_400,
    });
    ids.i6 = await insertIssued(u, {
      status: "issued",
      number: "2025-099",
      date: PREVIOUS_QUARTER,
      dueDate: "2000-06-30",
      vat: [{ category: "S", rate: 2100, taxable: 1_000, vat: 210 }],
      createdAt: 2_500,
    });
    ids.i7 = await insertIssued(u, {
      status: "paid",
      number: "2026-005",
      date: IN_MONTH,
      vat: [
        { category: "G", rate: 0, taxable: 7_000, vat: 0 },
        { category: "Z", rate: 0, taxable: 3_000, vat: 0 },
      ],
      createdAt: 2_600,
    });
    ids.i8 = await insertIssued(u, {
      status: "paid",
      number: "2026-006",
      date: IN_MONTH,
      vat: [{ category: "E", rate: 0, taxable: 4_000, vat: 0 }],
      createdAt: 2_700,
    });
    // Saved statements of two accounts.
    ids.s1 = await insertStatement(u, {
      account: "NL91ABNA0417164300",
      closingDate: `${lastMonth}-28`,
      closingCents: 150_000,
      fileName: "abn-oct.sta",
      createdAt: 3_000,
      transactions: [{ date: `${lastMonth}-15`, cents: 1_000 }],
    });
    ids.s2 = await insertStatement(u, {
      account: "NL91ABNA0417164300",
      closingDate: `${thisMonth}-01`,
      closingCents: 175_050,
      fileName: "abn-nov.sta",
      createdAt: 3_100,
      transactions: [
        { date: `${thisMonth}-01`, cents: 30_000 },
        { date: `${thisMonth}-01`, cents: -4_950 },
        { date: `${thisMonth}-01`, cents: 777, currency: "USD" },
        // A pending CAMT entry is not money that moved.
        { date: `${thisMonth}-01`, cents: 88_888, status: "PDNG" },
      ],
    });
    ids.s3 = await insertStatement(u, {
      account: "NL02RABO0123456789",
      closingDate: `${thisMonth}-01`,
      closingCents: -2_500,
      fileName: "rabo.xml",
      createdAt: 3_200,
      transactions: [],
    });
    await seedOtherUser(other.id);
  });

  it("gives exactly the expected figures at a glance", async () => {
    const { glance } = filled(await overview(owner));
    expect(glance.quarter).toBe(quarter);
    expect(glance.month).toBe(today.slice(0, 7));
    // r2 (10,900 incl., 900 VAT) is in this month only when the quarter started this month.
    const r2 = quarterStartsThisMonth ? 1 : 0;
    expect(glance.received).toEqual({
      month: {
        count: 3 + r2,
        totalExclCents: 10_000 + 5_000 + 2_000 + r2 * 10_000,
        vatCents: 2_100 + 420 + r2 * 900,
        totalInclCents: 12_100 + 5_000 + 2_420 + r2 * 10_900,
      },
      quarter: { count: 4, totalExclCents: 27_000, vatCents: 3_420, totalInclCents: 30_420 },
      otherCurrencyCount: 1,
    });
    // i2 (50,000 reverse charge) likewise; the credit note nets out, the draft never counts.
    const i2 = quarterStartsThisMonth ? 1 : 0;
    expect(glance.issued).toEqual({
      month: {
        count: 5 + i2,
        totalExclCents: 154_000 + i2 * 50_000,
        vatCents: 20_700,
        totalInclCents: 174_700 + i2 * 50_000,
      },
      quarter: { count: 6, totalExclCents: 204_000, vatCents: 20_700, totalInclCents: 224_700 },
      otherCurrencyCount: 0,
    });
    expect(glance.receivables).toEqual({ count: 4, totalCents: 181_910, oldestDueDate: "2000-06-30" });
    // r3 is long past due and the saved statements reach past that date without a matched payment:
    // it is unpaid (issue 19), so it counts.
    expect(glance.payables).toEqual({ count: 3, totalCents: 28_000, oldestDueDate: "2000-01-01" });
    expect(glance.statements).toEqual({
      count: 3,
      latest: [
        { account: "NL02RABO0123456789", currency: "EUR", date: `${thisMonth}-01`, balanceCents: -2_500 },
        { account: "NL91ABNA0417164300", currency: "EUR", date: `${thisMonth}-01`, balanceCents: 175_050 },
      ],
    });
    expect(glance.review.lowConfidence).toBe(1);
    expect(glance.review.needsOcr).toBe(1);
    expect(glance.review.refusedEmails).toBe(1);
  });

  it("summarises the VAT quarter per category and rate, credit notes netted", async () => {
    const { vat } = filled(await overview(owner, `?quarter=${quarter}`));
    expect(vat.quarter).toBe(quarter);
    expect(vat.from).toBe(quarterDates.from);
    expect(vat.to).toBe(quarterDates.to);
    expect(vat.output).toEqual([
      { category: "S", rateBasisPoints: 2100, invoiceCount: 2, taxableCents: 90_000, vatCents: 18_900 },
      { category: "S", rateBasisPoints: 900, invoiceCount: 1, taxableCents: 20_000, vatCents: 1_800 },
      { category: "Z", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 3_000, vatCents: 0 },
      { category: "AE", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 50_000, vatCents: 0 },
      { category: "K", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 30_000, vatCents: 0 },
      { category: "G", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 7_000, vatCents: 0 },
      { category: "E", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 4_000, vatCents: 0 },
    ]);
    expect(vat.outputVatCents).toBe(20_700);
    // Only reviewed received invoices: r1 and r2 (r3/r4 are not reviewed, r6 is USD, r8 is earlier).
    expect(vat.input).toEqual({ invoiceCount: 2, totalInclCents: 23_000, vatCents: 3_000 });
    expect(vat.balanceCents).toBe(17_700);
  });

  it("summarises another quarter when asked, with zero rows listed", async () => {
    const previous = shiftQuarter(quarter, -1);
    const { vat } = filled(await overview(owner, `?quarter=${previous}`));
    expect(vat.quarter).toBe(previous);
    expect(vat.output[0]).toEqual({
      category: "S",
      rateBasisPoints: 2100,
      invoiceCount: 1,
      taxableCents: 1_000,
      vatCents: 210,
    });
    expect(vat.output.slice(1).every((row) => row.invoiceCount === 0 && row.vatCents === 0)).toBe(true);
    expect(vat.input).toEqual({ invoiceCount: 1, totalInclCents: 50_000, vatCents: 8_678 });
    expect(vat.balanceCents).toBe(210 - 8_678);
  });

  it("takes money in and out from bank transactions and balances from closing balances", async () => {
    const result = filled(await overview(owner));
    expect(result.cashflow.source).toBe("bank");
    expect(result.cashflow.months.map((m) => m.month)).toEqual(months);
    expect(result.cashflow.months[10]).toEqual({ month: lastMonth, inCents: 1_000, outCents: 0 });
    expect(result.cashflow.months[11]).toEqual({ month: thisMonth, inCents: 30_000, outCents: 4_950 });
    expect(result.cashflow.months.slice(0, 10).every((m) => m.inCents === 0 && m.outCents === 0)).toBe(true);
    expect(result.balances).toEqual([
      {
        account: "NL02RABO0123456789",
        currency: "EUR",
        points: [{ date: `${thisMonth}-01`, balanceCents: -2_500 }],
      },
      {
        account: "NL91ABNA0417164300",
        currency: "EUR",
        points: [
          { date: `${lastMonth}-28`, balanceCents: 150_000 },
          { date: `${thisMonth}-01`, balanceCents: 175_050 },
        ],
      },
    ]);
  });

  it("lists the ten most recent things with links", async () => {
    const { recent } = filled(await overview(owner));
    expect(recent.map((item) => item.id)).toEqual([
      ids.s3,
      ids.s2,
      ids.s1,
      ids.i8,
      ids.i7,
      ids.i6,
      ids.i4,
      ids.i3,
      ids.i2,
      ids.i1,
    ]);
    expect(recent[0]).toMatchObject({
      kind: "statement",
      title: "rabo.xml",
      href: "/dashboard/bank-statements",
    });
    expect(recent[6]).toMatchObject({
      kind: "issued",
      title: "Credit note 2026-004",
      href: "/dashboard/generator",
    });
    expect(recent.some((item) => item.id === ids.i5)).toBe(false);
  });

  it("tells uploads from e-mailed invoices in recent activity", async () => {
    const user = await createGoogleOnlyUser("dash-recent");
    const upload = await insertReceived(user.id, { status: "needs_ocr", createdAt: 10 });
    const mailed = await insertReceived(user.id, {
      status: "reviewed",
      source: "email",
      supplier: "Mail B.V.",
      number: "M-7",
      date: IN_MONTH,
      totalCents: 100,
      vatCents: 0,
      createdAt: 20,
    });
    const { recent, cashflow } = filled(await overview(user));
    expect(recent).toEqual([
      {
        kind: "email",
        id: mailed,
        title: "Mail B.V.",
        detail: "E-mailed · M-7 · reviewed",
        at: 20,
        href: "/dashboard/processor",
      },
      {
        kind: "upload",
        id: upload,
        title: "Uploaded invoice",
        detail: "Uploaded · waiting for OCR",
        at: 10,
        href: "/dashboard/processor",
      },
    ]);
    // Without statements the chart falls back to invoices: received invoices are money out.
    expect(cashflow.source).toBe("invoices");
    expect(cashflow.months[11]).toEqual({ month: thisMonth, inCents: 0, outCents: 100 });
  });

  it("writes recent activity in Dutch for a Dutch browser", async () => {
    const user = await createGoogleOnlyUser("dash-recent-nl");
    await insertReceived(user.id, { status: "needs_ocr", createdAt: 10 });
    const response = await call("/api/dashboard/overview", {
      cookie: `${user.cookie}; lang=nl`,
    });
    const { recent } = filled((await response.json()) as Overview);
    expect(recent[0]).toMatchObject({ title: "Geüploade factuur", detail: "Geüpload · wacht op OCR" });
  });

  it("never counts another user's rows, and theirs are theirs", async () => {
    const mine = filled(await overview(owner));
    const theirs = filled(await overview(other));
    expect(theirs.glance.received.quarter).toEqual({
      count: 1,
      totalExclCents: 90_000,
      vatCents: 9_999,
      totalInclCents: 99_999,
    });
    expect(theirs.vat.outputVatCents).toBe(16_317);
    expect(theirs.glance.receivables).toEqual({ count: 1, totalCents: 95_017, oldestDueDate: "1999-01-01" });
    expect(theirs.glance.review).toMatchObject({ lowConfidence: 0, needsOcr: 1 });
    expect(theirs.cashflow.months[11]).toEqual({ month: thisMonth, inCents: 123_456, outCents: 0 });
    expect(theirs.recent).toHaveLength(4);
    expect(mine.recent.some((item) => theirs.recent.some((their) => their.id === item.id))).toBe(false);
  });

  it("gives a new account the explicit empty shape", async () => {
    const fresh = await createGoogleOnlyUser("dash-empty");
    expect(await overview(fresh)).toEqual({ empty: true, today });
  });

  it("counts an account with only a draft or only a statement as started", async () => {
    const drafter = await createGoogleOnlyUser("dash-draft");
    await insertIssued(drafter.id, { status: "draft", number: null, date: IN_MONTH, vat: [], createdAt: 1 });
    const result = filled(await overview(drafter));
    expect(result.glance.issued.quarter.count).toBe(0);
    expect(result.recent).toEqual([]);

    const banker = await createGoogleOnlyUser("dash-bank");
    await insertStatement(banker.id, {
      account: "NL91ABNA0417164300",
      closingDate: `${thisMonth}-01`,
      closingCents: 500,
      fileName: "only.sta",
      createdAt: 1,
      transactions: [],
    });
    expect((await overview(banker)).empty).toBe(false);
  });

  it("refuses a bad quarter or unknown parameters with 400 and strangers with 401", async () => {
    for (const query of [
      "?quarter=2026-Q5",
      "?quarter=2026Q3",
      "?quarter=26-Q3",
      "?quarter=1999-Q4",
      "?quarter=2026-Q3%27%20or%201%3D1",
      `?quarter=${"9".repeat(5000)}-Q1`,
      "?quarter=2026-Q3&userId=someone",
    ]) {
      const response = await call(`/api/dashboard/overview${query}`, { cookie: owner.cookie });
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
    }
    expect((await call("/api/dashboard/overview")).status).toBe(401);
    expect((await call("/api/dashboard/vat-export?quarter=2026-Q3&format=csv")).status).toBe(401);
  });

  it("exports the quarter's underlying invoices as CSV adding up to the summary", async () => {
    const response = await call(`/api/dashboard/vat-export?quarter=${quarter}&format=csv`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain(`vat-${quarter}.csv`);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Direction,Invoice number,Invoice date,Customer or supplier,VAT id,VAT category,VAT rate %,Taxable amount,VAT,Total incl. VAT,Currency,Status",
    );
    const rows = lines.slice(1);
    // 8 VAT rows of 6 issued documents (draft and earlier quarter left out) + 2 reviewed received.
    expect(rows.filter((row) => row.startsWith("Issued,"))).toHaveLength(8);
    expect(rows.filter((row) => row.startsWith("Received,"))).toHaveLength(2);
    expect(rows).toContain(`Issued,2026-004,${IN_MONTH},Klant B.V.,,S,21,-100.00,-21.00,,EUR,issued`);
    expect(rows).toContain(`Received,BJ-1,${IN_MONTH},Bakkerij Jansen,,,,100.00,21.00,121.00,EUR,reviewed`);
    // The customer name that looks like a formula is neutralised (SECURITY.md).
    expect(rows.some((row) => row.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
    expect(rows.some((row) => row.includes("2026-099") || row.includes("Other"))).toBe(false);
  });

  it("exports XLSX and refuses a bad format", async () => {
    const response = await call(`/api/dashboard/vat-export?quarter=${quarter}&format=xlsx`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    for (const query of [
      "format=pdf",
      "format=csv",
      `quarter=${quarter}`,
      `quarter=${quarter}&format=xlsx&x=1`,
    ]) {
      const bad = await call(`/api/dashboard/vat-export?${query}`, { cookie: owner.cookie });
      expect(bad.status, query).toBe(400);
    }
    const empty = await call("/api/dashboard/vat-export?quarter=2001-Q1&format=csv", {
      cookie: owner.cookie,
    });
    expect(
      (await empty.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(1);
    expect(env.DB).toBeDefined();
  });
});
