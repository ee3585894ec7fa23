import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  createSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  validateSessionToken,
} from "../../worker/auth/session";
import {
  call,
  cookieFrom,
  createVerifiedUser,
  nextIp,
  parseSetCookies,
  readSession,
  STRONG_PASSWORD,
  signIn,
  uniqueEmail,
} from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

describe("POST /api/auth/login", () => {
  it("signs in, sets a __Host- session cookie with the required attributes, and answers the session", async () => {
    const { email, password } = await createVerifiedUser(
      uniqueEmail("login"),
      STRONG_PASSWORD,
      "Ada Lovelace",
    );
    const before = Date.now();
    const response = await call("/api/auth/login", {
      json: { email: `  ${email.toUpperCase()} `, password },
      ip: nextIp(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { session: { user: Record<string, string>; expiresAt: number } };
    expect(body.session.user).toEqual({ email, name: "Ada Lovelace", picture: "", sub: expect.any(String) });
    expect(body.session.expiresAt).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS - 1000);
    const [cookie] = parseSetCookies(response).filter((candidate) => candidate.name === "__Host-session");
    expect(cookie?.value).toMatch(/^[a-z2-7]{26}\.[a-z2-7]{52}$/);
    expect(cookie?.attributes.has("httponly")).toBe(true);
    expect(cookie?.attributes.has("secure")).toBe(true);
    expect(cookie?.attributes.get("samesite")).toBe("Lax");
    expect(cookie?.attributes.get("path")).toBe("/");
    expect(cookie?.attributes.has("domain")).toBe(false);
    const maxAge = Number(cookie?.attributes.get("max-age"));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(400 * 86400, SESSION_ABSOLUTE_MS / 1000));
    expect(JSON.stringify(body)).not.toContain("scrypt");
  });

  it("creates a new session at every sign-in (no fixation)", async () => {
    const { email, password } = await createVerifiedUser();
    const first = await signIn(email, password);
    const second = await call("/api/auth/login", { json: { email, password }, cookie: first, ip: nextIp() });
    const renewed = cookieFrom(second, "__Host-session");
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(first);
  });

  it("answers 'Invalid login credentials' alike for a wrong password and an unknown address", async () => {
    const { email } = await createVerifiedUser();
    const wrong = await call("/api/auth/login", { json: { email, password: "Wrong-Pass-1!" }, ip: nextIp() });
    const unknown = await call("/api/auth/login", {
      json: { email: uniqueEmail("nobody"), password: "Wrong-Pass-1!" },
      ip: nextIp(),
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "invalid_credentials", message: "Invalid login credentials" },
      });
      expect(cookieFrom(response, "__Host-session")).toBeNull();
    }
  });

  it("refuses an unverified account with 'Email not confirmed', but only with the right password", async () => {
    const email = uniqueEmail("unverified");
    await call("/api/auth/register", { json: { name: "N", email, password: STRONG_PASSWORD }, ip: nextIp() });
    const right = await call("/api/auth/login", { json: { email, password: STRONG_PASSWORD }, ip: nextIp() });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual({
      error: { code: "email_not_confirmed", message: "Email not confirmed" },
    });
    const wrong = await call("/api/auth/login", { json: { email, password: "Wrong-Pass-1!" }, ip: nextIp() });
    expect(wrong.status).toBe(401);
  });

  it("rejects bad bodies: unknown fields, wrong types, malformed JSON, bad e-mail, oversized", async () => {
    const cases: [unknown, number][] = [
      [{ email: "a@example.com", password: "x", admin: true }, 400],
      [{ email: 1, password: "x" }, 400],
      [{ email: "a@example.com" }, 400],
      [[], 400],
      [null, 400],
      [{ email: "not an email", password: "Whatever-1!" }, 422],
      [{ email: "a@example.com", password: "x".repeat(2000) }, 400],
    ];
    for (const [json, status] of cases) {
      const response = await call("/api/auth/login", { json, ip: nextIp() });
      expect(response.status, JSON.stringify(json)).toBe(status);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    const malformed = await call("/api/auth/login", {
      body: '{"email":',
      headers: { "Content-Type": "application/json" },
      method: "POST",
    });
    expect(malformed.status).toBe(400);
    const huge = await call("/api/auth/login", {
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(20_000) }),
      headers: { "Content-Type": "application/json" },
      method: "POST",
    });
    expect(huge.status).toBe(413);
  });
});

describe("rate limits on sign-in", () => {
  it("limits one client address across accounts, and a spoofed X-Forwarded-For does not escape it", async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await call("/api/auth/login", {
        json: { email: uniqueEmail(`spray${attempt}`), password: "Wrong-Pass-1!" },
        ip,
      });
      expect(response.status).toBe(401);
    }
    const next = await call("/api/auth/login", {
      json: { email: uniqueEmail("spray-last"), password: "Wrong-Pass-1!" },
      ip,
      headers: { "X-Forwarded-For": "192.0.2.1" },
    });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("increases the lock with each further failure", async () => {
    const { incrementalLockMs } = await import("./auth-rate-limit-probe");
    const [first, second, third] = await incrementalLockMs();
    expect(second).toBeGreaterThan(first ?? 0);
    expect(third).toBeGreaterThan(second ?? 0);
  });
});

describe("GET /api/auth/session, POST /api/auth/refresh, POST /api/auth/logout", () => {
  it("answers the user and expiry while signed in; logout deletes the session server-side", async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signIn(email, password);
    expect(await readSession(cookie)).toMatchObject({ user: { email } });

    const refreshed = await call("/api/auth/refresh", { json: {}, cookie });
    expect(refreshed.status).toBe(200);
    expect(
      ((await refreshed.json()) as { session: { expiresAt: number } }).session.expiresAt,
    ).toBeGreaterThan(Date.now());

    const logout = await call("/api/auth/logout", { json: {}, cookie });
    expect(logout.status).toBe(200);
    const cleared = parseSetCookies(logout).find((candidate) => candidate.name === "__Host-session");
    expect(cleared?.attributes.get("max-age")).toBe("0");
    expect(await readSession(cookie)).toBeNull();
    const again = await call("/api/auth/logout", { json: {}, cookie });
    expect(again.status).toBe(401);
    const refreshGone = await call("/api/auth/refresh", { json: {}, cookie });
    expect(refreshGone.status).toBe(401);
    expect(await refreshGone.json()).toEqual({
      error: { code: "no_session", message: "No authenticated session" },
    });
  });

  it("ignores forged, malformed and URL-borne tokens", async () => {
    const { email, password } = await createVerifiedUser();
    const cookie = await signIn(email, password);
    const [id = "", secret = ""] = cookie.slice("__Host-session=".length).split(".");
    const forged = `__Host-session=${id}.${secret.slice(0, -1)}${secret.endsWith("a") ? "b" : "a"}`;
    for (const bad of [forged, "__Host-session=x", `__Host-session=${id}`, "__Host-session=../../etc"]) {
      expect(await readSession(bad), bad).toBeNull();
    }
    const token = cookie.slice("__Host-session=".length);
    const viaUrl = await call(`/api/auth/session?session=${token}&token=${token}`);
    expect(await viaUrl.json()).toEqual({ session: null });
  });

  it("expires sessions at the idle limit and at the absolute limit", async () => {
    const now = Date.now();
    const { token } = await createSession(env.KV, "user-idle", now);
    expect(await validateSessionToken(env.KV, token, now + SESSION_IDLE_MS - 1)).not.toBeNull();
    const fresh = await createSession(env.KV, "user-idle-2", now);
    expect(await validateSessionToken(env.KV, fresh.token, now + SESSION_IDLE_MS)).toBeNull();

    // Activity keeps a session alive past the idle limit, but never past the absolute one.
    const active = await createSession(env.KV, "user-active", now);
    let at = now;
    while (at < now + SESSION_ABSOLUTE_MS - SESSION_IDLE_MS / 2) {
      at += SESSION_IDLE_MS / 2 + 1000;
      expect(await validateSessionToken(env.KV, active.token, at)).not.toBeNull();
    }
    expect(await validateSessionToken(env.KV, active.token, now + SESSION_ABSOLUTE_MS)).toBeNull();
  });
});
