import { Hono } from "hono";
import { z } from "zod";
import { checkPeriod, MAX_CUSTOMER_LENGTH, resolvePeriod } from "../../core/analytics/analytics-period";
import { computeSalesAnalytics } from "../../core/analytics/compute-analytics";
import { todayInAmsterdam } from "../../core/dashboard/periods";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { loadAnalyticsInvoices, loadAnalyticsPayments } from "../sales-analytics/load-records";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const analyticsQuery = z
  .strictObject({
    from: z.string().regex(DATE).optional(),
    to: z.string().regex(DATE).optional(),
    customer: z.string().min(1).max(MAX_CUSTOMER_LENGTH).optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: "Give both from and to, or neither.",
  });

type AnalyticsQuery = z.infer<typeof analyticsQuery>;

function parseQuery(query: Record<string, string>): AnalyticsQuery {
  const parsed = analyticsQuery.safeParse(query);
  if (!parsed.success)
    throw new ApiError(
      400,
      "invalid_request",
      "Use from and to as YYYY-MM-DD (both or neither) and customer as a name of at most 200 characters.",
    );
  if (parsed.data.from !== undefined && parsed.data.to !== undefined) {
    const problem = checkPeriod(parsed.data.from, parsed.data.to);
    if (problem) throw new ApiError(400, "invalid_request", problem);
  }
  return parsed.data;
}

/** GET /api/sales-analytics: the signed-in user's issued invoices and matched payments as figures. */
export const salesAnalyticsRoutes = new Hono<SessionEnv>().use("*", loadSession()).get("/", async (c) => {
  const { user } = requireAuth(c);
  const query = parseQuery(c.req.query());
  const today = todayInAmsterdam();
  const period =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : resolvePeriod({}, today);
  const db = createDatabase(c.env.DB);
  const [invoices, payments] = await Promise.all([
    loadAnalyticsInvoices(db, user.id, period.from, period.to),
    loadAnalyticsPayments(db, user.id),
  ]);
  return c.json(
    computeSalesAnalytics(invoices, payments, { ...period, customer: query.customer ?? null, today }),
  );
});
