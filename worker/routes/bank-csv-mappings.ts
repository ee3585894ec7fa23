import { Hono } from "hono";
import { z } from "zod";
import {
  csvHeaderSignature,
  csvMappingSchema,
  MAX_SIGNATURE_LENGTH,
} from "../../core/bank/csv/mapping-memory";
import { limitBody, noStore, readJson } from "../account/http";
import { listCsvMappings, saveCsvMapping } from "../bank/csv-mapping-store";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";

const saveBody = z.strictObject({ mapping: csvMappingSchema });

/**
 * /api/bank-statements/csv-mappings: the column mappings the signed-in user corrected, one per CSV
 * layout (issue 30). The signature is computed here from the mapping's own headers, so a client
 * cannot file a mapping under another layout's name.
 */
export const bankCsvMappingRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ mappings: await listCsvMappings(createDatabase(c.env.DB), user.id) });
  })
  .put("/", limitBody(64 * 1024), async (c) => {
    const { user } = requireAuth(c);
    const parsed = saveBody.safeParse(await readJson(c));
    if (!parsed.success)
      throw new ApiError(
        400,
        "invalid_mapping",
        "The column mapping is not valid: give one role per column, with a date and an amount column.",
      );
    const signature = csvHeaderSignature(parsed.data.mapping);
    if (signature.length >= MAX_SIGNATURE_LENGTH)
      throw new ApiError(400, "invalid_mapping", "The header row is too long to remember.");
    await saveCsvMapping(
      createDatabase(c.env.DB),
      user.id,
      { signature, mapping: parsed.data.mapping },
      Date.now(),
    );
    return c.json({ signature });
  });
