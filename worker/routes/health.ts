import { Hono } from "hono";
import type { AppEnv } from "../env";

type Check = "ok" | "error";

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return "ok";
  } catch {
    return "error";
  }
}

/** GET /api/health: whether D1, KV and R2 answer. 200 when all do, 503 otherwise. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [d1, kv, r2] = await Promise.all([
    check(() => c.env.DB.prepare("SELECT 1 AS ok").first()),
    check(() => c.env.KV.get("health:probe")),
    check(() => c.env.FILES.head("health/probe")),
  ]);
  const ok = d1 === "ok" && kv === "ok" && r2 === "ok";
  c.header("Cache-Control", "no-store");
  return c.json({ status: ok ? "ok" : "degraded", checks: { d1, kv, r2 } }, ok ? 200 : 503);
});
