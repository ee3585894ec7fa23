import { Hono } from "hono";
import { z } from "zod";
import { QUARTER_PATTERN, quarterOf, quarterRange, todayInAmsterdam } from "../../core/dashboard/periods";
import { loadOverview } from "../dashboard/load-overview";
import { selectVatExportRows, VAT_EXPORT_TYPES, writeVatExport } from "../dashboard/vat-export";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { readRequestLanguage } from "../i18n/request-language";
import { attachmentDisposition } from "../invoices/content-disposition";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";

const quarter = z
  .string()
  .regex(QUARTER_PATTERN)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 2000 && year <= 2100;
  });

const overviewQuery = z.strictObject({ quarter: quarter.optional() });
const exportQuery = z.strictObject({ quarter, format: z.enum(["csv", "xlsx"]) });

function parseQuery<T>(schema: z.ZodType<T>, query: Record<string, string>): T {
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    throw new ApiError(400, "invalid_request", "Give the quarter as YYYY-Qn, for example 2026-Q3.");
  return parsed.data;
}

/** /api/dashboard: the overview in one call (issue 11) and the VAT quarter's invoices as a file. */
export const dashboardRoutes = new Hono<SessionEnv>()
  .use("*", loadSession())
  .get("/overview", async (c) => {
    const { user } = requireAuth(c);
    const query = parseQuery(overviewQuery, c.req.query());
    const now = Date.now();
    const today = todayInAmsterdam(new Date(now));
    const overview = await loadOverview(createDatabase(c.env.DB), {
      userId: user.id,
      today,
      vatQuarter: query.quarter ?? quarterOf(today),
      now,
      language: readRequestLanguage(c),
    });
    return c.json(overview);
  })
  .get("/vat-export", async (c) => {
    const { user } = requireAuth(c);
    const query = parseQuery(exportQuery, c.req.query());
    const range = quarterRange(query.quarter);
    if (!range)
      throw new ApiError(400, "invalid_request", "Give the quarter as YYYY-Qn, for example 2026-Q3.");
    const rows = await selectVatExportRows(createDatabase(c.env.DB), user.id, range);
    const output = writeVatExport(rows, query.format, readRequestLanguage(c));
    c.header("Content-Type", VAT_EXPORT_TYPES[query.format]);
    c.header("Content-Disposition", attachmentDisposition(`vat-${query.quarter}.${query.format}`));
    return c.body(typeof output === "string" ? output : (output as Uint8Array<ArrayBuffer>));
  });
