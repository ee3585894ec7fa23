import type { Context } from "hono";
import { hashPassword, verifyPassword } from "../auth/password";
import { type BackoffRule, checkBackoff, clearFailures, recordFailure } from "../auth/rate-limit";
import { invalidateUserSessions } from "../auth/session";
import { replacePassword, type User } from "../auth/users";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import type { SessionEnv } from "../middleware/session";
import { requireStrongPassword } from "./auth-schemas";
import { rateLimited, startSession } from "./auth-shared";

/** Wrong current passwords per account: a stolen session must not become a password oracle. */
export const ACCOUNT_PASSWORD_FAILURES: BackoffRule = {
  scope: "account-password",
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
};

/**
 * A signed-in password change: only with the current password, so a session alone (a shared
 * computer, a stolen cookie) cannot take the account over. Every other session ends; this device
 * goes on with a fresh one. Used by /api/account/password and the session path of /api/auth/password.
 */
export async function changePasswordWithCurrent(
  c: Context<SessionEnv>,
  user: User,
  currentPassword: string,
  newPassword: string,
  now: number,
): Promise<Response> {
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
  requireStrongPassword(newPassword);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    await recordFailure(c.env.KV, ACCOUNT_PASSWORD_FAILURES, user.id, now);
    throw new ApiError(403, "invalid_current_password", "Your current password is not correct.");
  }
  await clearFailures(c.env.KV, ACCOUNT_PASSWORD_FAILURES, user.id);
  // Voids every earlier session in D1 at once, then removes them from KV (SECURITY.md: other
  // sessions revoked on password change).
  await replacePassword(createDatabase(c.env.DB), user.id, await hashPassword(newPassword), now);
  await invalidateUserSessions(c.env.KV, user.id);
  return c.json({ ok: true, ...(await startSession(c, { ...user, emailVerified: true }, now)) });
}
