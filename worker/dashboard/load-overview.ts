import { sql } from "drizzle-orm";
import type { Overview } from "../../core/dashboard/overview-types";
import { lastTwelveMonths, monthRange, quarterOf, quarterRange } from "../../core/dashboard/periods";
import type { Language } from "../../core/i18n/language";
import type { Database } from "../db/client";
import { findBalanceSeries, findLatestBalances } from "./bank-figures";
import { findCashflow } from "./cashflow";
import { sumIssuedInvoices, sumReceivedInvoices } from "./invoice-figures";
import { sumPayables, sumReceivables } from "./open-items";
import { findRecentActivity } from "./recent-activity";
import { countReviewQueue } from "./review-queue";
import { summariseVat } from "./vat-summary";

export interface OverviewRequest {
  readonly userId: string;
  /** YYYY-MM-DD in the business's time zone. */
  readonly today: string;
  /** The VAT quarter to summarise, e.g. "2026-Q3". */
  readonly vatQuarter: string;
  /** Unix milliseconds. */
  readonly now: number;
  /** The language of the activity texts; English when not given. */
  readonly language?: Language;
}

async function hasAnyData(db: Database, userId: string): Promise<boolean> {
  const rows = await db.all<{ found: number }>(sql`
    select (exists (select 1 from invoices where user_id = ${userId})
      or exists (select 1 from issued_invoices where user_id = ${userId})
      or exists (select 1 from bank_statements where user_id = ${userId})) as found`);
  return Number(rows[0]?.found ?? 0) === 1;
}

/** Everything the overview page shows, aggregated in D1 for one user. */
export async function loadOverview(db: Database, request: OverviewRequest): Promise<Overview> {
  const { userId, today, vatQuarter, now, language = "en" } = request;
  if (!(await hasAnyData(db, userId))) return { empty: true, today };

  const quarter = quarterOf(today);
  const quarterDates = quarterRange(quarter);
  const vatDates = quarterRange(vatQuarter);
  if (!quarterDates || !vatDates) throw new Error("invalid quarter");
  const month = monthRange(today);
  const months = lastTwelveMonths(today);

  const [received, issued, receivables, payables, statements, review, vat, cashflow, balances, recent] =
    await Promise.all([
      sumReceivedInvoices(db, userId, month, quarterDates),
      sumIssuedInvoices(db, userId, month, quarterDates),
      sumReceivables(db, userId),
      sumPayables(db, userId, today),
      findLatestBalances(db, userId),
      countReviewQueue(db, userId, now),
      summariseVat(db, userId, vatQuarter, vatDates),
      findCashflow(db, userId, months),
      findBalanceSeries(db, userId, `${months[0]}-01`),
      findRecentActivity(db, userId, language),
    ]);

  return {
    empty: false,
    today,
    glance: {
      month: today.slice(0, 7),
      quarter,
      received,
      issued,
      receivables,
      payables,
      statements,
      review,
    },
    vat,
    cashflow,
    balances,
    recent,
  };
}
