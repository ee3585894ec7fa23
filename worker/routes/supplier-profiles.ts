import { Hono } from "hono";
import { noStore } from "../account/http";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { deleteSupplierProfile, listSupplierProfiles } from "../invoices/supplier-hints";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";

const SUPPLIER_KEY = /^(vat|kvk|iban):[A-Z0-9]{4,40}$/;

/** GET/DELETE /api/supplier-profiles: what corrections taught about each supplier (settings). */
export const supplierProfileRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ profiles: await listSupplierProfiles(createDatabase(c.env.DB), user.id) });
  })
  .delete("/:key", async (c) => {
    const { user } = requireAuth(c);
    const key = c.req.param("key");
    if (!SUPPLIER_KEY.test(key)) throw new ApiError(404, "not_found", "No such supplier profile.");
    const deleted = await deleteSupplierProfile(createDatabase(c.env.DB), user.id, key);
    if (deleted === 0) throw new ApiError(404, "not_found", "No such supplier profile.");
    return c.body(null, 204);
  });
