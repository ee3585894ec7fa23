import type { SettledAuth, UserProfile } from "./auth-store";

interface SessionResponse {
  session: { user: UserProfile; expiresAt: number } | null;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** Asks the Worker who is signed in; any failure counts as signed out. */
export async function fetchSession(): Promise<SettledAuth> {
  const response = await fetch("/api/auth/session", { credentials: "same-origin" });
  if (!response.ok) return { status: "signed-out" };
  const body = (await response.json()) as SessionResponse;
  return toSettled(body);
}

function toSettled(body: SessionResponse): SettledAuth {
  if (!body.session) return { status: "signed-out" };
  return { status: "signed-in", user: body.session.user, expiresAt: body.session.expiresAt };
}

/** POSTs JSON to an auth endpoint; the provider's error message comes back for mapAuthError(). */
async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: "Network error. Please check your connection and try again." };
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: { message?: string } })
    | { error?: { message?: string } }
    | null;
  if (!response.ok) return { ok: false, status: response.status, message: data?.error?.message ?? "" };
  return { ok: true, value: data as T };
}

export async function signInWithPassword(email: string, password: string): Promise<ApiResult<SettledAuth>> {
  const result = await postJson<SessionResponse>("/api/auth/login", { email: email.trim(), password });
  return result.ok ? { ok: true, value: toSettled(result.value) } : result;
}

export function registerAccount(name: string, email: string, password: string): Promise<ApiResult<unknown>> {
  return postJson("/api/auth/register", { name: name.trim(), email: email.trim(), password });
}

export function resendVerification(email: string): Promise<ApiResult<unknown>> {
  return postJson("/api/auth/resend", { email: email.trim() });
}

export function requestPasswordReset(email: string): Promise<ApiResult<unknown>> {
  return postJson("/api/auth/reset-request", { email: email.trim() });
}

/** Sets a new password; `session` is null after a reset (every session ended), or the renewed one. */
export async function updatePassword(password: string): Promise<ApiResult<SettledAuth>> {
  const result = await postJson<SessionResponse>("/api/auth/password", { password });
  return result.ok ? { ok: true, value: toSettled(result.value) } : result;
}

export async function refreshSession(): Promise<ApiResult<SettledAuth>> {
  const result = await postJson<SessionResponse>("/api/auth/refresh", {});
  return result.ok ? { ok: true, value: toSettled(result.value) } : result;
}

export function signOutAtServer(): Promise<ApiResult<unknown>> {
  return postJson("/api/auth/logout", {});
}

/** Where 'Sign in with Google' sends the browser (the Worker redirects on to Google). */
export function googleStartUrl(fromMagnet: boolean): string {
  return fromMagnet ? "/api/auth/google/start?fromMagnet=true" : "/api/auth/google/start";
}
