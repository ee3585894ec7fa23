import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { quarterOf, quarterRange, todayInAmsterdam } from "../../core/dashboard/periods";
import { loadOverview } from "../../worker/dashboard/load-overview";
import { selectVatExportRows } from "../../worker/dashboard/vat-export";
import * as schema from "../../worker/db/schema";
import { createGoogleOnlyUser } from "./support/accounts";
import { insertReceived } from "./support/dashboard-seed";

interface Logged {
  sql: string;
  params: unknown[];
}

/** Every statement the overview and the VAT export send, with its EXPLAIN QUERY PLAN lines. */
async function explainAll(userId: string): Promise<{ sql: string; plan: string[] }[]> {
  const logged: Logged[] = [];
  const db = drizzle(env.DB, {
    schema,
    logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
  });
  const today = todayInAmsterdam();
  await loadOverview(db, { userId, today, vatQuarter: quarterOf(today), now: Date.now() });
  await selectVatExportRows(db, userId, quarterRange(quarterOf(today)) ?? { from: "", to: "" });
  const explained = [];
  for (const { sql, params } of logged) {
    const { results } = await env.DB.prepare(`explain query plan ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    explained.push({ sql, plan: results.map((row) => row.detail) });
  }
  return explained;
}

describe("the overview's queries use the per-user indexes", () => {
  it("never scans a whole table of user data", async () => {
    const user = await createGoogleOnlyUser("dash-plan");
    await insertReceived(user.id, { status: "reviewed", date: "2026-01-05", createdAt: 1 });
    const explained = await explainAll(user.id);
    expect(explained.length).toBeGreaterThanOrEqual(15);
    for (const { sql, plan } of explained) {
      for (const line of plan) {
        // "SCAN invoices" (or an alias) reads a whole table; "SEARCH … USING INDEX (user_id=?)" one user's
        // range. Subqueries, json_each and the sqlite_master lookup are not tables of user data.
        const detail = line.trim();
        const fullScan =
          /^SCAN \w+$/.test(detail) &&
          !["sqlite_master", "field"].includes(detail.slice(5)) &&
          detail !== "SCAN CONSTANT";
        expect(fullScan, `${detail}\n${sql}`).toBe(false);
      }
    }
    const allPlans = explained.flatMap((entry) => entry.plan).join("\n");
    for (const index of [
      "invoices_user_date",
      "issued_invoices_user_issue_date",
      "issued_invoices_user_status",
      "bank_transactions_user_booking",
    ])
      expect(allPlans).toContain(index);
  });
});
