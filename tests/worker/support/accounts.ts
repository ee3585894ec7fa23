import { env } from "cloudflare:workers";
import { canonicalizeEmail } from "../../../core/validation/email";
import { passwordHasher } from "../../../worker/auth/password";
import { createSession } from "../../../worker/auth/session";
import { insertUser } from "../../../worker/auth/users";
import { createDatabase } from "../../../worker/db/client";
import { BASE, call, nextIp, STRONG_PASSWORD, signIn, uniqueEmail } from "../auth-helpers";

export { BASE, call, nextIp, STRONG_PASSWORD, signIn, uniqueEmail };

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a live session. */
  cookie: string;
}

let strongPasswordHash: Promise<string> | undefined;

/**
 * A verified user whose password is STRONG_PASSWORD, with a live session: stored and given a session
 * through the same functions registration, verification and sign-in use (epic-stack's fixtures), with
 * the password hashed once per test runner instead of twice per user. The endpoints themselves are
 * covered by the auth-* tests, which use createVerifiedUser.
 */
export async function createSignedInUser(label = "user", name = "Test User"): Promise<SignedInUser> {
  strongPasswordHash ??= passwordHasher.hash(STRONG_PASSWORD);
  const email = canonicalizeEmail(uniqueEmail(label));
  if (!email) throw new Error(`not an address: ${label}`);
  const now = Date.now();
  const user = await insertUser(
    createDatabase(env.DB),
    {
      email,
      name,
      passwordHash: await strongPasswordHash,
      googleSub: null,
      emailVerified: true,
      picture: "",
      language: "en",
    },
    now,
  );
  if (!user) throw new Error("insert failed");
  const { token } = await createSession(env.KV, user.id, now);
  return { id: user.id, email, password: STRONG_PASSWORD, cookie: `__Host-session=${token}` };
}

/** Whether a session cookie is still accepted. */
export async function isSessionAlive(cookie: string): Promise<boolean> {
  const response = await call("/api/auth/session", { cookie });
  return ((await response.json()) as { session: unknown }).session !== null;
}

/**
 * A user who signs in with Google only (no password), stored and given a session through the same
 * functions the Google callback uses; the OAuth round trip itself is covered by auth-google.test.ts.
 */
export async function createGoogleOnlyUser(label = "google"): Promise<SignedInUser> {
  const now = Date.now();
  const user = await insertUser(
    createDatabase(env.DB),
    {
      email: uniqueEmail(label),
      name: "Grace Hopper",
      passwordHash: null,
      googleSub: `google-${crypto.randomUUID()}`,
      emailVerified: true,
      picture: "https://lh3.googleusercontent.com/a/photo",
    },
    now,
  );
  if (!user) throw new Error("insert failed");
  const { token } = await createSession(env.KV, user.id, now);
  return { id: user.id, email: user.email, password: "", cookie: `__Host-session=${token}` };
}
