import { env } from "cloudflare:workers";
import { createSession } from "../../../worker/auth/session";
import { insertUser } from "../../../worker/auth/users";
import { createDatabase } from "../../../worker/db/client";
import {
  BASE,
  call,
  createVerifiedUser,
  nextIp,
  STRONG_PASSWORD,
  signIn,
  uniqueEmail,
} from "../auth-helpers";

export { BASE, call, nextIp, STRONG_PASSWORD, signIn, uniqueEmail };

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header value of a live session. */
  cookie: string;
}

/** A verified user with a live session, made through the real register/verify/login endpoints. */
export async function createSignedInUser(label = "user", name = "Test User"): Promise<SignedInUser> {
  const { email, password } = await createVerifiedUser(uniqueEmail(label), STRONG_PASSWORD, name);
  const cookie = await signIn(email, password);
  const response = await call("/api/auth/session", { cookie });
  const body = (await response.json()) as { session: { user: { sub: string } } | null };
  if (!body.session) throw new Error("no session after sign-in");
  return { id: body.session.user.sub, email, password, cookie };
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
