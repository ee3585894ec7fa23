import type { Context } from "hono";
import type { z } from "zod";
import { COOKIE_NAMES, setSecureCookie } from "../auth/cookies";
import { rememberDevice } from "../auth/known-device";
import { createSession, type Session } from "../auth/session";
import { type PublicUser, saveUserLanguage, toPublicUser, type User } from "../auth/users";
import { createDatabase } from "../db/client";
import { ApiError, errorBody } from "../http-error";
import { readRequestLanguage, setLanguageCookie } from "../i18n/request-language";
import type { SessionEnv } from "../middleware/session";

/** What GET /api/auth/session (and sign-in, refresh) answer; client/features/auth/session-api.ts reads it. */
export interface SessionBody {
  session: { user: PublicUser; expiresAt: number } | null;
}

export function toSessionBody(user: User, session: Session): SessionBody {
  return { session: { user: toPublicUser(user), expiresAt: session.expiresAt } };
}

/**
 * A new session for `user` (never reusing one: no fixation), its cookie set on the response. The
 * user's language follows them to this browser (the `lang` cookie); a user without one keeps the
 * language they signed in with, for e-mails and other devices (ADR 180). The browser becomes a known
 * device of the account, which sign-in limits set by others do not lock (docs/decisions/205).
 */
export async function startSession(c: Context<SessionEnv>, user: User, now: number): Promise<SessionBody> {
  const { token, session } = await createSession(c.env.KV, user.id, now);
  setSecureCookie(c, COOKIE_NAMES.session, token, (session.absoluteExpiresAt - now) / 1000);
  await rememberDevice(c, c.env.KV, user.email);
  const language = readRequestLanguage(c, user.language);
  setLanguageCookie(c, language);
  if (user.language === null) await saveUserLanguage(createDatabase(c.env.DB), user.id, language, now);
  c.header("Cache-Control", "no-store");
  return toSessionBody(user, session);
}

/** Parses and validates a JSON body; anything else (bad JSON, unknown fields, wrong types) is 400. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, "invalid_request", "The request body is not valid.");
  return parsed.data;
}

/** 429 with Retry-After (SECURITY.md "Rate limits"). */
export function rateLimited(c: Context, retryAfterSeconds: number, code: string, message: string): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json(errorBody(code, message), 429);
}

/** Provider messages of SPEC §8's left column; the client maps them to what people read. */
export const AUTH_ERRORS = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  invalidEmail: "Invalid email",
  alreadyRegistered: "User already registered",
  emailRateLimit: "Email rate limit exceeded",
  resetThrottled: "request-once-every-60-seconds",
  noSession: "No authenticated session",
} as const;
