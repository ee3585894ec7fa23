import { Hono } from "hono";
import type { AppEnv } from "../env";

/**
 * GET /api/auth/session: who is signed in. Until sign-in exists (the accounts issue) nobody is;
 * answering 200 with `null` keeps "signed out" a normal state rather than an error in the console.
 */
export const sessionRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ session: null });
});
