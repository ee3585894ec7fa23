import { Hono } from "hono";
import { normalizeEmail } from "../../core/validation/email";
import { listDevOutbox } from "../email/dev-outbox";
import { type AppEnv, readConfig } from "../env";
import { errorBody } from "../http-error";

/**
 * GET /api/dev/outbox[?to=address]: the mail the dev outbox "sent", newest first. Exists only when
 * APP_ENV is development or test; in production it is the same 404 as any unknown path.
 */
export const devOutboxRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const config = readConfig(c.env);
  if (config.APP_ENV === "production") return c.json(errorBody("not_found", "No such API endpoint."), 404);
  const to = c.req.query("to");
  const messages = await listDevOutbox(c.env.KV, to ? normalizeEmail(to) : null, 20);
  c.header("Cache-Control", "no-store");
  return c.json({ messages });
});
