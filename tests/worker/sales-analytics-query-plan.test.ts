import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { loadAnalyticsInvoices, loadAnalyticsPayments } from "../../worker/sales-analytics/load-records";
import { createGoogleOnlyUser } from "./support/accounts";

describe("the sales analytics queries use the per-user indexes", () => {
  it("never scans a whole table of user data", async () => {
    const user = await createGoogleOnlyUser("analytics-plan");
    const logged: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(env.DB, {
      schema,
      logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
    });
    await loadAnalyticsInvoices(db, user.id, "2026-01-01", "2026-12-31");
    await loadAnalyticsPayments(db, user.id);
    expect(logged).toHaveLength(2);
    for (const { sql, params } of logged) {
      const { results } = await env.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail.trim());
      // "SCAN issued_invoices" reads every user's rows; "SEARCH … USING INDEX (user_id=?)" one user's.
      for (const detail of plan) expect(/^SCAN \w+$/.test(detail), `${detail}\n${sql}`).toBe(false);
      expect(plan.join("\n"), sql).toMatch(/USING (COVERING )?INDEX \w+ \(user_id=\?/);
    }
  });
});
