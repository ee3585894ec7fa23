import { type Context, Hono } from "hono";
import type { z } from "zod";
import { limitBody, noStore } from "../account/http";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { acceptSuggestion, matchByHand, rejectSuggestion, undoDecision } from "../reconcile/decide";
import { loadInvoicePool } from "../reconcile/invoice-pool";
import { listReconciliation } from "../reconcile/list-reconciliation";
import {
  ID_PATTERN,
  listQuery,
  MAX_RECONCILE_BODY_BYTES,
  manualBody,
  openInvoicesQuery,
  proposalBody,
  settingsBody,
} from "../reconcile/request-schemas";
import { runMatching } from "../reconcile/run-matching";
import { readReconcileSettings, saveReconcileSettings } from "../reconcile/settings-store";
import { parseJsonBody } from "./auth-shared";

type ReconcileContext = Context<SessionEnv>;

function parseQuery<T extends z.ZodType>(schema: T, c: ReconcileContext): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(400, "invalid_request", "The query is not valid.");
  return parsed.data;
}

/** The id in the path when it can be one; anything else is simply not found (no probing). */
function pathId(c: ReconcileContext, message: string): string {
  const id = c.req.param("id") ?? "";
  if (!ID_PATTERN.test(id)) throw new ApiError(404, "not_found", message);
  return id;
}

/** /api/reconciliation: payments matched to invoices (issue 19). */
export const reconciliationRoutes = new Hono<SessionEnv>()
  .use("*", loadSession(), noStore(), limitBody(MAX_RECONCILE_BODY_BYTES))
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const query = parseQuery(listQuery, c);
    return c.json(await listReconciliation(createDatabase(c.env.DB), user.id, query.state, query));
  })
  .post("/run", async (c) => {
    const { user } = requireAuth(c);
    return c.json(await runMatching(createDatabase(c.env.DB), user.id, Date.now()));
  })
  .get("/settings", async (c) => {
    const { user } = requireAuth(c);
    return c.json(await readReconcileSettings(createDatabase(c.env.DB), user.id));
  })
  .put("/settings", async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, settingsBody);
    return c.json(await saveReconcileSettings(createDatabase(c.env.DB), user.id, body, Date.now()));
  })
  .get("/open-invoices", async (c) => {
    const { user } = requireAuth(c);
    const query = parseQuery(openInvoicesQuery, c);
    const needle = (query.q ?? "").trim().toLowerCase();
    const invoices = (await loadInvoicePool(createDatabase(c.env.DB), user.id))
      .filter((invoice) => invoice.side === query.side && invoice.openCents !== 0)
      .filter(
        (invoice) => needle === "" || `${invoice.number} ${invoice.partyName}`.toLowerCase().includes(needle),
      )
      .sort((a, b) => (a.dueDate || a.issueDate).localeCompare(b.dueDate || b.issueDate))
      .slice(0, 50)
      .map(({ id, side, number, partyName, totalCents, openCents, dueDate }) => ({
        id,
        side,
        number,
        partyName,
        totalCents,
        openCents,
        dueDate,
      }));
    return c.json({ invoices });
  })
  .post("/transactions/:id/accept", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "No such bank transaction.");
    const body = await parseJsonBody(c, proposalBody);
    const decisionId = await acceptSuggestion(
      createDatabase(c.env.DB),
      user.id,
      id,
      body.proposal,
      Date.now(),
    );
    return c.json({ decisionId }, 201);
  })
  .post("/transactions/:id/reject", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "No such bank transaction.");
    const body = await parseJsonBody(c, proposalBody);
    const decisionId = await rejectSuggestion(
      createDatabase(c.env.DB),
      user.id,
      id,
      body.proposal,
      Date.now(),
    );
    return c.json({ decisionId }, 201);
  })
  .post("/transactions/:id/manual", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "No such bank transaction.");
    const body = await parseJsonBody(c, manualBody);
    const allocations = body.allocations.map((allocation) => ({ ...allocation, writeOffCents: 0 }));
    const decisionId = await matchByHand(createDatabase(c.env.DB), user.id, id, allocations, Date.now());
    return c.json({ decisionId }, 201);
  })
  .post("/decisions/:id/undo", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "No such decision.");
    const db = createDatabase(c.env.DB);
    const now = Date.now();
    await undoDecision(db, user.id, id, now);
    // The transaction is unbooked again: fresh suggestions for it.
    await runMatching(db, user.id, now);
    return c.json({ ok: true });
  });
