import type { Context, MiddlewareHandler } from "hono";
import { COOKIE_NAMES, readCookie } from "../auth/cookies";
import { type Session, validateSessionToken } from "../auth/session";
import { findUserById, type User } from "../auth/users";
import { createDatabase } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../http-error";

export interface SignedIn {
  session: Session;
  user: User;
}

export type SessionEnv = AppEnv & { Variables: { auth: SignedIn | null } };

/** The signed-in user of this request, if the session cookie names a live session. */
async function resolveSession(c: Context<SessionEnv>): Promise<SignedIn | null> {
  const token = readCookie(c, COOKIE_NAMES.session);
  if (!token) return null;
  const now = Date.now();
  const session = await validateSessionToken(c.env.KV, token, now);
  const user = session ? await findUserById(createDatabase(c.env.DB), session.userId) : null;
  // sessions_valid_from voids older sessions at once, even while KV still lists them.
  // A dead cookie is not cleared here: a request sent just before a password change would
  // otherwise delete the fresh cookie that change set (Set-Cookie names no value). Sign-out,
  // deletion and "sign out everywhere" clear it explicitly.
  if (!session || !user || session.createdAt < user.sessionsValidFrom) return null;
  return { session, user };
}

/**
 * Reads the session cookie (never a URL or body token) into `c.var.auth`. Authenticated responses
 * are marked `Cache-Control: no-store`.
 */
export function loadSession(): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const auth = await resolveSession(c);
    c.set("auth", auth);
    await next();
    if (auth) c.header("Cache-Control", "no-store");
  };
}

/** The signed-in user, or 401 'No authenticated session' (SPEC §5). Needs loadSession() first. */
export function requireAuth(c: Context<SessionEnv>): SignedIn {
  const auth = c.get("auth");
  if (!auth) throw new ApiError(401, "no_session", "No authenticated session");
  return auth;
}
