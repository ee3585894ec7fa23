import { type Context, Hono } from "hono";
import { legacyEmailForm } from "../../core/validation/email";
import { COOKIE_NAMES, clearCookie, readCookie, setSecureCookie } from "../auth/cookies";
import { rememberDevice } from "../auth/known-device";
import { hashPassword } from "../auth/password";
import { claimEmailSlot, emailsPerIp, hitWindowLimit, readClientIp } from "../auth/rate-limit";
import { invalidateUserSessions } from "../auth/session";
import { consumeEmailToken, issueEmailToken, peekEmailToken } from "../auth/tokens";
import { findUserByEmail, findUserById, replacePassword, type User } from "../auth/users";
import { createDatabase } from "../db/client";
import { renderPasswordResetEmail } from "../email/templates";
import { readConfig } from "../env";
import { ApiError } from "../http-error";
import { pickRecipientLanguage } from "../i18n/request-language";
import type { SessionEnv } from "../middleware/session";
import { changePasswordWithCurrent } from "./auth-change-password";
import { linkOrigin, sendEmail } from "./auth-mail";
import { emailOnlyBody, requireStrongPassword, requireValidEmail, setPasswordBody } from "./auth-schemas";
import { AUTH_ERRORS, parseJsonBody, rateLimited } from "./auth-shared";

/** How long the reset link's recovery cookie lets the person choose a new password. */
export const RECOVERY_SECONDS = 15 * 60;

/**
 * The holder of a live reset token (recovery cookie, used up here in one statement), or null when
 * the request carries no recovery cookie.
 */
async function resolveRecoveringUser(c: Context<SessionEnv>, now: number): Promise<User | null> {
  const recoveryToken = readCookie(c, COOKIE_NAMES.recovery);
  if (!recoveryToken) return null;
  clearCookie(c, COOKIE_NAMES.recovery);
  const owner = await consumeEmailToken(c.env.DB, recoveryToken, "reset", now);
  const user = owner ? await findUserById(createDatabase(c.env.DB), owner.userId) : null;
  if (!owner || !user || user.email !== owner.email) {
    throw new ApiError(401, "invalid_reset_link", "Reset link is invalid or has expired");
  }
  return user;
}

/** Password reset request, the e-mailed reset link, and the password update. */
export const passwordRoutes = new Hono<SessionEnv>()
  .post("/reset-request", async (c) => {
    const body = await parseJsonBody(c, emailOnlyBody);
    const email = requireValidEmail(body.email);
    const now = Date.now();
    // Identical checks and answer for known and unknown addresses (SECURITY.md, Forgot Password).
    const perIp = await hitWindowLimit(c.env.KV, emailsPerIp(c.env.APP_ENV), readClientIp(c), now);
    if (!perIp.ok)
      return rateLimited(c, perIp.retryAfterSeconds, "email_rate_limit", AUTH_ERRORS.emailRateLimit);
    const slot = await claimEmailSlot(c.env.DB, email, "reset", now);
    if (!slot.ok) {
      return rateLimited(c, slot.retryAfterSeconds, "over_email_send_rate_limit", AUTH_ERRORS.resetThrottled);
    }
    const user = await findUserByEmail(createDatabase(c.env.DB), email, legacyEmailForm(body.email));
    if (user) {
      const config = readConfig(c.env);
      const token = await issueEmailToken(c.env.DB, { userId: user.id, email }, "reset", now);
      const link = `${linkOrigin(c)}/api/auth/reset?token=${token}`;
      await sendEmail(
        c,
        renderPasswordResetEmail({
          to: email,
          link,
          supportEmail: config.SUPPORT_EMAIL,
          language: pickRecipientLanguage(c, user.language),
        }),
      );
    }
    return c.json({ ok: true });
  })
  .get("/reset", async (c) => {
    // Looks only: the token is used up when the new password is set, so a mail scanner that
    // follows the link changes nothing (no GET changes state).
    c.header("Cache-Control", "no-store");
    const token = c.req.query("token") ?? "";
    if (!(await peekEmailToken(c.env.DB, token, "reset", Date.now()))) {
      return c.redirect("/reset-password", 303);
    }
    setSecureCookie(c, COOKIE_NAMES.recovery, token, RECOVERY_SECONDS);
    return c.redirect("/reset-password?token=true", 303);
  })
  .post("/password", async (c) => {
    // Either the recovery cookie of a reset link, or a session together with the current password:
    // a session alone must not be enough to take the account over.
    const body = await parseJsonBody(c, setPasswordBody);
    requireStrongPassword(body.password);
    const now = Date.now();
    const recovering = await resolveRecoveringUser(c, now);
    if (!recovering) {
      const auth = c.get("auth");
      if (!auth) throw new ApiError(401, "no_session", AUTH_ERRORS.noSession);
      if (body.currentPassword === undefined) {
        throw new ApiError(
          403,
          "current_password_required",
          "Enter your current password to choose a new one, or use the link from a password reset e-mail.",
        );
      }
      return changePasswordWithCurrent(c, auth.user, body.currentPassword, body.password, now);
    }
    // Voids every earlier session (sessions_valid_from = now), then deletes them from KV too.
    await replacePassword(createDatabase(c.env.DB), recovering.id, await hashPassword(body.password), now);
    await invalidateUserSessions(c.env.KV, recovering.id);
    clearCookie(c, COOKIE_NAMES.session);
    // The reset link proved the mailbox: this browser signs in even while strangers trip the limits.
    await rememberDevice(c, c.env.KV, recovering.email);
    return c.json({ ok: true, session: null });
  });
