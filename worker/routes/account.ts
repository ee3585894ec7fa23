import { Hono } from "hono";
import { z } from "zod";
import { isLanguage, LANGUAGES, type Language } from "../../core/i18n/language";
import { normalizeEmail } from "../../core/validation/email";
import { deleteUserEverywhere } from "../account/delete-user";
import { limitBody, noStore } from "../account/http";
import { COOKIE_NAMES, clearCookie } from "../auth/cookies";
import { invalidateUserSessions } from "../auth/session";
import { saveUserLanguage, voidSessionsBefore } from "../auth/users";
import { cancelRenewalsBeforeDeletion } from "../billing/cancel-on-delete";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { setLanguageCookie } from "../i18n/request-language";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { toPeppolApiError } from "../peppol/provider-of";
import { releasePeppolIdBeforeDeletion } from "../peppol/release-on-delete";
import { changePasswordWithCurrent } from "./auth-change-password";
import { parseJsonBody } from "./auth-shared";

const changePasswordBody = z.strictObject({
  currentPassword: z.string().max(1024),
  newPassword: z.string().max(1024),
});
const deleteAccountBody = z.strictObject({ email: z.string().max(400) });
const updateProfileBody = z.strictObject({ language: z.enum(LANGUAGES) });

export interface AccountProfile {
  email: string;
  name: string;
  picture: string;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: number;
  /** Interface and e-mail language; null until chosen (ADR 180). */
  language: Language | null;
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
      language: isLanguage(user.language) ? user.language : null,
    } satisfies AccountProfile);
  })
  // The language switcher's choice, kept for other devices and for e-mails (ADR 180).
  .patch("/", async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, updateProfileBody);
    await saveUserLanguage(createDatabase(c.env.DB), user.id, body.language, Date.now());
    setLanguageCookie(c, body.language);
    return c.json({ ok: true, language: body.language });
  })
  .post("/password", async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, changePasswordBody);
    return changePasswordWithCurrent(c, user, body.currentPassword, body.newPassword, Date.now());
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
    await releasePeppolIdBeforeDeletion(c.env, user.id).catch((error: unknown) => {
      throw toPeppolApiError(error);
    });
    await deleteUserEverywhere(c.env, { id: user.id, email: user.email });
    clearCookie(c, COOKIE_NAMES.session);
    return c.json({ ok: true });
  });
