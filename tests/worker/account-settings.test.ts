import { describe, expect, it, vi } from "vitest";
import { call, cookieFrom } from "./auth-helpers";
import { createGoogleOnlyUser, createSignedInUser, isSessionAlive, nextIp, signIn } from "./support/accounts";

vi.setConfig({ testTimeout: 60_000 });

const NEW_PASSWORD = "Another-Horse-7?";

describe("GET /api/account", () => {
  it("answers the profile without secrets, and 401 without a session", async () => {
    const user = await createSignedInUser("profile", "Grace Hopper");
    const response = await call("/api/account", { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      email: user.email,
      name: "Grace Hopper",
      picture: "",
      hasPassword: true,
      googleLinked: false,
      createdAt: expect.any(Number),
      // The language they registered and signed in with (ADR 180).
      language: "en",
    });
    expect(JSON.stringify(body)).not.toContain("scrypt");
    expect((await call("/api/account")).status).toBe(401);
  });

  it("shows the Google picture, and a Google-only account has no password to change (409)", async () => {
    const user = await createGoogleOnlyUser();
    const profile = await (await call("/api/account", { cookie: user.cookie })).json();
    expect(profile).toMatchObject({
      name: "Grace Hopper",
      picture: "https://lh3.googleusercontent.com/a/photo",
      hasPassword: false,
      googleLinked: true,
    });
    const change = await call("/api/account/password", {
      json: { currentPassword: "", newPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(change.status).toBe(409);
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe("no_password");
    expect(await isSessionAlive(user.cookie)).toBe(true);
  });
});

describe("POST /api/account/password", () => {
  it("needs the current password; then revokes every other session and keeps this device signed in", async () => {
    const user = await createSignedInUser("change");
    const otherDevice = await signIn(user.email, user.password);
    const response = await call("/api/account/password", {
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const renewed = cookieFrom(response, "__Host-session");
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(user.cookie);
    expect(await isSessionAlive(renewed ?? "")).toBe(true);
    expect(await isSessionAlive(otherDevice)).toBe(false);
    expect(await isSessionAlive(user.cookie)).toBe(false);

    const oldLogin = await call("/api/auth/login", {
      json: { email: user.email, password: user.password },
      ip: nextIp(),
    });
    expect(oldLogin.status).toBe(401);
    expect(await isSessionAlive(await signIn(user.email, NEW_PASSWORD))).toBe(true);
  });

  it("refuses a wrong current password (403) and a weak new one (422), changing nothing", async () => {
    const user = await createSignedInUser("change-bad");
    const wrong = await call("/api/account/password", {
      json: { currentPassword: "Wrong-Pass-1!", newPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: { code: "invalid_current_password", message: "Your current password is not correct." },
    });
    const weak = await call("/api/account/password", {
      json: { currentPassword: user.password, newPassword: "weakpass" },
      cookie: user.cookie,
    });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toContain(
      "Password must contain at least one uppercase letter",
    );
    for (const json of [
      { newPassword: NEW_PASSWORD },
      { currentPassword: user.password, newPassword: NEW_PASSWORD, userId: "x" },
      { currentPassword: user.password, newPassword: 5 },
    ]) {
      expect((await call("/api/account/password", { json, cookie: user.cookie })).status).toBe(400);
    }
    expect(await isSessionAlive(user.cookie)).toBe(true);
    expect(await isSessionAlive(await signIn(user.email, user.password))).toBe(true);
  });

  it("locks after repeated wrong current passwords with 429 and Retry-After", async () => {
    const user = await createSignedInUser("change-lock");
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call("/api/account/password", {
        json: { currentPassword: `Wrong-Pass-${attempt}!`, newPassword: NEW_PASSWORD },
        cookie: user.cookie,
      });
      expect(response.status).toBe(403);
    }
    const locked = await call("/api/account/password", {
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("needs a session", async () => {
    const response = await call("/api/account/password", {
      json: { currentPassword: "Whatever-1!", newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe("a request still carrying the cookie a password change replaced", () => {
  it("is refused without clearing the browser's new cookie", async () => {
    const user = await createSignedInUser("stale-cookie");
    const changed = await call("/api/account/password", {
      json: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      cookie: user.cookie,
    });
    expect(changed.status).toBe(200);
    const stale = await call("/api/account", { cookie: user.cookie });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().join("\n")).not.toMatch(/__Host-session=/);
  });
});

describe("POST /api/account/sign-out-everywhere", () => {
  it("ends every session of the user, this one included, and leaves other users alone", async () => {
    const user = await createSignedInUser("everywhere");
    const otherDevice = await signIn(user.email, user.password);
    const bystander = await createSignedInUser("bystander");
    const response = await call("/api/account/sign-out-everywhere", { json: {}, cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/__Host-session=;.*Max-Age=0/i);
    expect(await isSessionAlive(user.cookie)).toBe(false);
    expect(await isSessionAlive(otherDevice)).toBe(false);
    expect(await isSessionAlive(bystander.cookie)).toBe(true);
    // Signing in again works and gives a live session.
    expect(await isSessionAlive(await signIn(user.email, user.password))).toBe(true);
    expect((await call("/api/account/sign-out-everywhere", { json: {}, cookie: user.cookie })).status).toBe(
      401,
    );
  });
});
