import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { legacyEmailForm } from "../../core/validation/email";
import { COOKIE_NAMES, clearCookie } from "../auth/cookies";
import { findKnownDevice } from "../auth/known-device";
import {
  checkLoginLimits,
  clearLoginFailures,
  type LoginAttempt,
  recordLoginFailure,
} from "../auth/login-limits";
import { needsRehash, passwordHasher, UNKNOWN_USER_HASH } from "../auth/password";
import { readClientIp } from "../auth/rate-limit";
import { extendSession, invalidateSession } from "../auth/session";
import { findUserByEmail, rehashPassword } from "../auth/users";
import { createDatabase } from "../db/client";
import { ApiError, errorBody } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { googleRoutes } from "./auth-google";
import { passwordRoutes } from "./auth-password";
import { registrationRoutes } from "./auth-register";
import { loginBody, requireValidEmail } from "./auth-schemas";
import { AUTH_ERRORS, parseJsonBody, rateLimited, startSession, toSessionBody } from "./auth-shared";

/** /api/auth: session, sign-in, sign-out, refresh; registration, password and Google sub-routes. */
export const authRoutes = new Hono<SessionEnv>()
  .use(
    "*",
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
    }),
  )
  .use("*", loadSession())
  .get("/session", (c) => {
    c.header("Cache-Control", "no-store");
    const auth = c.get("auth");
    return c.json(auth ? toSessionBody(auth.user, auth.session) : { session: null });
  })
  .post("/login", async (c) => {
    const body = await parseJsonBody(c, loginBody);
    const email = requireValidEmail(body.email);
    const now = Date.now();
    const attempt: LoginAttempt = {
      email,
      ip: readClientIp(c),
      knownDevice: await findKnownDevice(c, c.env.KV, email),
    };
    const lock = await checkLoginLimits(c.env.KV, attempt, now);
    if (!lock.ok) {
      return rateLimited(
        c,
        lock.retryAfterSeconds,
        "too_many_attempts",
        `Too many sign-in attempts. Please wait ${lock.retryAfterSeconds} seconds and try again.`,
      );
    }
    const db = createDatabase(c.env.DB);
    const user = await findUserByEmail(db, email, legacyEmailForm(body.email));
    // Exactly one verification on every path: known, unknown and password-less addresses alike.
    const passwordOk =
      (await passwordHasher.verify(body.password, user?.passwordHash ?? UNKNOWN_USER_HASH)) &&
      Boolean(user?.passwordHash);
    if (!user || !passwordOk) {
      await recordLoginFailure(c.env.KV, attempt, now);
      throw new ApiError(401, "invalid_credentials", AUTH_ERRORS.invalidCredentials);
    }
    await clearLoginFailures(c.env.KV, attempt);
    // Only after the password is proven, so this does not reveal which addresses exist.
    if (!user.emailVerified) throw new ApiError(403, "email_not_confirmed", AUTH_ERRORS.emailNotConfirmed);
    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await rehashPassword(db, user.id, await passwordHasher.hash(body.password), now);
    }
    return c.json(await startSession(c, user, now));
  })
  .post("/logout", async (c) => {
    const auth = c.get("auth");
    clearCookie(c, COOKIE_NAMES.session);
    if (!auth) throw new ApiError(401, "no_session", AUTH_ERRORS.noSession);
    await invalidateSession(c.env.KV, auth.session);
    return c.json({ ok: true });
  })
  .post("/refresh", async (c) => {
    const auth = requireAuth(c);
    const session = await extendSession(c.env.KV, auth.session, Date.now());
    return c.json(toSessionBody(auth.user, session));
  })
  .route("/", registrationRoutes)
  .route("/", passwordRoutes)
  .route("/google", googleRoutes);
