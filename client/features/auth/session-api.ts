import type { SettledAuth, UserProfile } from "./auth-store";

interface SessionResponse {
  session: { user: UserProfile; expiresAt: number } | null;
}

/** Asks the Worker who is signed in; any failure counts as signed out. */
export async function fetchSession(): Promise<SettledAuth> {
  const response = await fetch("/api/auth/session", { credentials: "same-origin" });
  if (!response.ok) return { status: "signed-out" };
  const body = (await response.json()) as SessionResponse;
  if (!body.session) return { status: "signed-out" };
  return { status: "signed-in", user: body.session.user, expiresAt: body.session.expiresAt };
}
