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
