import { generateCodeVerifier, generateState } from "arctic";
import { type Context, Hono } from "hono";
import { canonicalizeEmail, legacyEmailForm } from "../../core/validation/email";
import { COOKIE_NAMES, clearCookie, readCookie, setSecureCookie } from "../auth/cookies";
import {
  createGoogleAuthorizationUrl,
  createGoogleClient,
  GOOGLE_FLOW_SECONDS,
  type GoogleProfile,
  readGoogleProfile,
} from "../auth/google";
import { equalInConstantTime } from "../auth/secrets";
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  linkGoogleAccount,
  type User,
  updateGooglePicture,
} from "../auth/users";
import { createDatabase, type Database } from "../db/client";
import { type AppConfig, readConfig } from "../env";
import { ApiError } from "../http-error";
import type { SessionEnv } from "../middleware/session";
import { startSession } from "./auth-shared";

const CALLBACK_PATH = "/api/auth/google/callback";

function requireGoogleConfig(config: AppConfig): {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
} {
  if (!config.GOOGLE_CLIENT_ID) {
    throw new ApiError(503, "google_unavailable", "Google sign-in is not configured.");
  }
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET ?? "",
    redirectUri: `${config.APP_ORIGIN}${CALLBACK_PATH}`,
  };
}

function clearFlowCookies(c: Context<SessionEnv>): void {
  clearCookie(c, COOKIE_NAMES.googleState);
  clearCookie(c, COOKIE_NAMES.googleVerifier);
  clearCookie(c, COOKIE_NAMES.googleReturn);
}

type Resolution = { ok: true; user: User } | { ok: false; reason: "google" | "google_unverified" };

/**
 * The account for a Google identity: by Google `sub` first; else an account with the same address,
 * linked only when Google says the address is verified; else a new account.
 */
async function resolveGoogleUser(db: Database, profile: GoogleProfile, now: number): Promise<Resolution> {
  const known = await findUserByGoogleSub(db, profile.sub);
  if (known) return { ok: true, user: await updateGooglePicture(db, known, profile.picture, now) };
  const email = profile.email ? canonicalizeEmail(profile.email) : null;
  if (!email || !profile.email) return { ok: false, reason: "google" };
  const existing = await findUserByEmail(db, email, legacyEmailForm(profile.email));
  if (existing) {
    if (!profile.emailVerified || existing.googleSub !== null)
      return { ok: false, reason: "google_unverified" };
    return { ok: true, user: await linkGoogleAccount(db, existing, profile, now) };
  }
  const created = await insertUser(
    db,
    {
      email,
      name: profile.name,
      picture: profile.picture,
      passwordHash: null,
      googleSub: profile.sub,
      emailVerified: profile.emailVerified,
    },
    now,
  );
  return created ? { ok: true, user: created } : { ok: false, reason: "google" };
}

/** Google sign-in (SPEC §7): start sends the browser to Google; callback signs in and returns to /login. */
export const googleRoutes = new Hono<SessionEnv>()
  .get("/start", (c) => {
    const google = createGoogleClient(requireGoogleConfig(readConfig(c.env)));
    const state = generateState();
    const verifier = generateCodeVerifier();
    setSecureCookie(c, COOKIE_NAMES.googleState, state, GOOGLE_FLOW_SECONDS);
    setSecureCookie(c, COOKIE_NAMES.googleVerifier, verifier, GOOGLE_FLOW_SECONDS);
    const fromMagnet = c.req.query("fromMagnet") === "true";
    setSecureCookie(c, COOKIE_NAMES.googleReturn, fromMagnet ? "magnet" : "login", GOOGLE_FLOW_SECONDS);
    c.header("Cache-Control", "no-store");
    return c.redirect(createGoogleAuthorizationUrl(google, state, verifier).toString(), 302);
  })
  .get("/callback", async (c) => {
    c.header("Cache-Control", "no-store");
    const config = readConfig(c.env);
    const storedState = readCookie(c, COOKIE_NAMES.googleState);
    const verifier = readCookie(c, COOKIE_NAMES.googleVerifier);
    const returnTo =
      readCookie(c, COOKIE_NAMES.googleReturn) === "magnet" ? "/login?fromMagnet=true" : "/login";
    const state = c.req.query("state");
    const code = c.req.query("code");
    clearFlowCookies(c);
    if (c.req.query("error") && state && storedState && equalInConstantTime(state, storedState)) {
      return c.redirect("/login?error=google", 303);
    }
    if (!state || !code || !storedState || !verifier || !equalInConstantTime(state, storedState)) {
      throw new ApiError(
        400,
        "oauth_state_mismatch",
        "The sign-in attempt could not be verified. Please try again.",
      );
    }
    const credentials = requireGoogleConfig(config);
    const google = createGoogleClient(credentials);
    const now = Date.now();
    let idToken: string;
    try {
      idToken = (await google.validateAuthorizationCode(code, verifier)).idToken();
    } catch {
      return c.redirect("/login?error=google", 303);
    }
    const profile = readGoogleProfile(idToken, credentials.clientId, now);
    if (!profile.ok) return c.redirect("/login?error=google", 303);
    const resolution = await resolveGoogleUser(createDatabase(c.env.DB), profile.value, now);
    if (!resolution.ok) return c.redirect(`/login?error=${resolution.reason}`, 303);
    await startSession(c, resolution.user, now);
    return c.redirect(returnTo, 303);
  });
