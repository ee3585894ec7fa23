import type { Context } from "hono";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import type { IssuedStorage } from "../issued-invoices/invoice-files";
import { findOwnedIssuedInvoice, type IssuedInvoiceRow } from "../issued-invoices/records";
import { ID_PATTERN } from "../issued-invoices/request-schemas";
import { requireAuth, type SessionEnv } from "../middleware/session";

export function issuedStorageOf(c: Context<SessionEnv>): IssuedStorage {
  return { db: createDatabase(c.env.DB), files: c.env.FILES };
}

/** The signed-in user's invoice named in the path, or 404 for anyone else's (never 403: no probing). */
export async function requireOwnedIssuedInvoice(
  c: Context<SessionEnv>,
  storage: IssuedStorage,
): Promise<IssuedInvoiceRow> {
  const { user } = requireAuth(c);
  const id = c.req.param("id") ?? "";
  const row = ID_PATTERN.test(id) ? await findOwnedIssuedInvoice(storage.db, user.id, id) : null;
  if (!row) throw new ApiError(404, "not_found", "No such invoice.");
  return row;
}
