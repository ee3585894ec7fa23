import { Hono } from "hono";
import { z } from "zod";
import { normalizeEmail } from "../../core/validation/email";
import { deleteUserEverywhere } from "../account/delete-user";
import { limitBody, noStore } from "../account/http";
import { COOKIE_NAMES, clearCookie } from "../auth/cookies";
import { hashPassword, verifyPassword } from "../auth/password";
import { type BackoffRule, checkBackoff, clearFailures, recordFailure } from "../auth/rate-limit";
import { invalidateUserSessions } from "../auth/session";
import { replacePassword, voidSessionsBefore } from "../auth/users";
import { cancelRenewalsBeforeDeletion } from "../billing/cancel-on-delete";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { requireStrongPassword } from "./auth-schemas";
import { parseJsonBody, rateLimited, startSession } from "./auth-shared";

/** Wrong current passwords per account: a stolen session must not become a password oracle. */
export const ACCOUNT_PASSWORD_FAILURES: BackoffRule = {
  scope: "account-password",
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

const changePasswordBody = z.strictObject({
  currentPassword: z.string().max(1024),
  newPassword: z.string().max(1024),
});
const deleteAccountBody = z.strictObject({ email: z.string().max(400) });

export interface AccountProfile {
  email: string;
  name: string;
  picture: string;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: number;
}

/** /api/account: profile, password change, sign out everywhere, account deletion (issue 4). */
export const accountRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", limitBody(16 * 1024))
  .use("*", loadSession())
  .get("/", (c) => {
    const { user } = requireAuth(c);
    return c.json({
      email: user.email,
      name: user.name,
      picture: user.picture,
      hasPassword: user.passwordHash !== null,
      googleLinked: user.googleSub !== null,
      createdAt: user.createdAt,
    } satisfies AccountProfile);
  })
  .post("/password", async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, changePasswordBody);
    const now = Date.now();
    const lock = await checkBackoff(c.env.KV, ACCOUNT_PASSWORD_FAILURES, user.id, now);
    if (!lock.ok) {
      return rateLimited(
        c,
        lock.retryAfterSeconds,
        "too_many_attempts",
        `Too many attempts. Please wait ${lock.retryAfterSeconds} seconds and try again.`,
      );
    }
    if (!user.passwordHash) {
      throw new ApiError(
        409,
        "no_password",
        "This account signs in with Google and has no password yet. Use 'Forgot your password?' on the sign-in page to set one.",
      );
    }
    requireStrongPassword(body.newPassword);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      await recordFailure(c.env.KV, ACCOUNT_PASSWORD_FAILURES, user.id, now);
      throw new ApiError(403, "invalid_current_password", "Your current password is not correct.");
    }
    await clearFailures(c.env.KV, ACCOUNT_PASSWORD_FAILURES, user.id);
    // Voids every earlier session in D1 at once, then removes them from KV; this device goes on
    // with a fresh session (SECURITY.md: other sessions revoked on password change).
    await replacePassword(createDatabase(c.env.DB), user.id, await hashPassword(body.newPassword), now);
    await invalidateUserSessions(c.env.KV, user.id);
    return c.json({ ok: true, ...(await startSession(c, user, now)) });
  })
  .post("/sign-out-everywhere", async (c) => {
    const { user } = requireAuth(c);
    // +1 ms: a session created in this very millisecond is void too.
    await voidSessionsBefore(createDatabase(c.env.DB), user.id, Date.now() + 1);
    await invalidateUserSessions(c.env.KV, user.id);
    clearCookie(c, COOKIE_NAMES.session);
    return c.json({ ok: true });
  })
  .post("/delete", async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, deleteAccountBody);
    if (normalizeEmail(body.email) !== user.email) {
      throw new ApiError(
        422,
        "confirmation_mismatch",
        "Type your e-mail address exactly as shown to confirm the deletion.",
      );
    }
    await cancelRenewalsBeforeDeletion(c.env, user.id);
    await deleteUserEverywhere(c.env, { id: user.id, email: user.email });
    clearCookie(c, COOKIE_NAMES.session);
    return c.json({ ok: true });
  });
