import { type Context, Hono } from "hono";
import { legacyEmailForm } from "../../core/validation/email";
import { passwordHasher } from "../auth/password";
import { claimEmailSlot, emailsPerIp, hitWindowLimit, readClientIp } from "../auth/rate-limit";
import { consumeEmailToken, issueEmailToken } from "../auth/tokens";
import { findUserByEmail, findUserById, insertUser, markEmailVerified, type User } from "../auth/users";
import { createDatabase } from "../db/client";
import { renderAccountExistsEmail, renderVerificationEmail } from "../email/templates";
import { readConfig } from "../env";
import { ApiError } from "../http-error";
import { pickRecipientLanguage, readRequestLanguage } from "../i18n/request-language";
import type { SessionEnv } from "../middleware/session";
import { linkOrigin, sendEmail } from "./auth-mail";
import { emailOnlyBody, registerBody, requireStrongPassword, requireValidEmail } from "./auth-schemas";
import { AUTH_ERRORS, parseJsonBody, rateLimited } from "./auth-shared";

async function sendVerification(c: Context<SessionEnv>, user: User, now: number): Promise<void> {
  const config = readConfig(c.env);
  const token = await issueEmailToken(c.env.DB, { userId: user.id, email: user.email }, "verify", now);
  const link = `${linkOrigin(c)}/api/auth/verify?token=${token}`;
  const language = pickRecipientLanguage(c, user.language);
  await sendEmail(
    c,
    renderVerificationEmail({ to: user.email, link, supportEmail: config.SUPPORT_EMAIL, language }),
  );
}

/** Tells the owner of an existing account that someone tried to register their address. */
async function sendAccountExistsNotice(c: Context<SessionEnv>, owner: User): Promise<void> {
  const config = readConfig(c.env);
  const link = `${linkOrigin(c)}/login`;
  const language = pickRecipientLanguage(c, owner.language);
  await sendEmail(
    c,
    renderAccountExistsEmail({ to: owner.email, link, supportEmail: config.SUPPORT_EMAIL, language }),
  );
}

/** Registration, e-mail verification and resending the verification mail. */
export const registrationRoutes = new Hono<SessionEnv>()
  .post("/register", async (c) => {
    const body = await parseJsonBody(c, registerBody);
    const name = body.name.trim();
    if (name.length === 0) throw new ApiError(422, "name_required", "Name is required");
    const email = requireValidEmail(body.email);
    requireStrongPassword(body.password);
    const now = Date.now();
    // Counted before the existence check, so probing which addresses have accounts is limited too.
    const perIp = await hitWindowLimit(c.env.KV, emailsPerIp(c.env.APP_ENV), readClientIp(c), now);
    if (!perIp.ok)
      return rateLimited(c, perIp.retryAfterSeconds, "email_rate_limit", AUTH_ERRORS.emailRateLimit);
    // One hash on both paths, and the same answer: whether the address has an account shows only
    // in the owner's mailbox (issue 14; Supabase does the same with confirmation on).
    const passwordHash = await passwordHasher.hash(body.password);
    const db = createDatabase(c.env.DB);
    const existing = await findUserByEmail(db, email, legacyEmailForm(body.email));
    const user = existing
      ? null
      : await insertUser(
          db,
          {
            email,
            name,
            passwordHash,
            googleSub: null,
            emailVerified: false,
            picture: "",
            // The language they registered in: their e-mails and their other devices follow it.
            language: readRequestLanguage(c),
          },
          now,
        );
    // One mail per address per minute either way (a resend, or an earlier attempt, holds it back).
    if ((await claimEmailSlot(c.env.DB, email, "verify", now)).ok) {
      if (user) await sendVerification(c, user, now);
      else if (existing) await sendAccountExistsNotice(c, existing);
    }
    return c.json({ user: { email } }, 201);
  })
  .get("/verify", async (c) => {
    c.header("Cache-Control", "no-store");
    const now = Date.now();
    const owner = await consumeEmailToken(c.env.DB, c.req.query("token") ?? "", "verify", now);
    if (!owner) return c.redirect("/login?error=invalid_link", 303);
    const user = await findUserById(createDatabase(c.env.DB), owner.userId);
    if (!user || user.email !== owner.email) return c.redirect("/login?error=invalid_link", 303);
    await markEmailVerified(createDatabase(c.env.DB), owner.userId, owner.email, now);
    return c.redirect("/login?verified=true", 303);
  })
  .post("/resend", async (c) => {
    const body = await parseJsonBody(c, emailOnlyBody);
    const email = requireValidEmail(body.email);
    const now = Date.now();
    // Same checks, same answer whether or not the address has an unverified account.
    const perIp = await hitWindowLimit(c.env.KV, emailsPerIp(c.env.APP_ENV), readClientIp(c), now);
    if (!perIp.ok)
      return rateLimited(c, perIp.retryAfterSeconds, "email_rate_limit", AUTH_ERRORS.emailRateLimit);
    const slot = await claimEmailSlot(c.env.DB, email, "verify", now);
    if (!slot.ok)
      return rateLimited(c, slot.retryAfterSeconds, "email_rate_limit", AUTH_ERRORS.emailRateLimit);
    const user = await findUserByEmail(createDatabase(c.env.DB), email, legacyEmailForm(body.email));
    if (user && !user.emailVerified) await sendVerification(c, user, now);
    return c.json({ ok: true });
  });
