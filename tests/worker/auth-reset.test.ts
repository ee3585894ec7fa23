import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashSecret } from "../../worker/auth/secrets";
import { consumeEmailToken, issueEmailToken } from "../../worker/auth/tokens";
import {
  call,
  cookieFrom,
  createVerifiedUser,
  latestLink,
  nextIp,
  parseSetCookies,
  readOutbox,
  readSession,
  signIn,
  uniqueEmail,
} from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

const NEW_PASSWORD = "Brand-New-Pass-2?";

function requestReset(email: string, ip = nextIp()): Promise<Response> {
  return call("/api/auth/reset-request", { json: { email }, ip });
}

/** Requests a reset, follows the mailed link and returns the recovery cookie. */
async function openResetLink(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const opened = await call(await latestLink(email, "/api/auth/reset"));
  expect(opened.status).toBe(303);
  expect(opened.headers.get("Location")).toBe("/reset-password?token=true");
  const recovery = cookieFrom(opened, "__Host-recovery");
  if (!recovery) throw new Error("no recovery cookie");
  return recovery;
}

describe("POST /api/auth/reset-request", () => {
  it("answers known and unknown addresses identically and mails only the known one", async () => {
    const { email } = await createVerifiedUser();
    const unknown = uniqueEmail("ghost");
    const a = await requestReset(email);
    const b = await requestReset(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
    expect(await a.text()).toBe(await b.text());
    const [mail] = await readOutbox(email);
    expect(mail?.subject).toBe("Reset your Factuurkit password");
    expect(await readOutbox(unknown)).toHaveLength(0);
  });

  it("allows one reset mail per address per 60 s, known or not ('request-once-every-60-seconds')", async () => {
    const { email } = await createVerifiedUser();
    for (const address of [email, uniqueEmail("ghost")]) {
      expect((await requestReset(address)).status).toBe(200);
      const again = await requestReset(address.toUpperCase(), nextIp());
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await again.json()).toEqual({
        error: { code: "over_email_send_rate_limit", message: "request-once-every-60-seconds" },
      });
    }
    expect(await readOutbox(email)).toHaveLength(2); // the verification mail and one reset mail
  });

  it("rejects bad bodies", async () => {
    for (const json of [
      {},
      { email: "no-at-sign" },
      { email: ["a@example.com"] },
      { email: "a@example.com", x: 1 },
    ]) {
      const response = await call("/api/auth/reset-request", { json, ip: nextIp() });
      expect([400, 422], JSON.stringify(json)).toContain(response.status);
    }
  });
});

describe("the reset link and POST /api/auth/password", () => {
  it("sets the new password, marks the address verified, revokes every session, and the link works once", async () => {
    const { email, password } = await createVerifiedUser();
    const sessionA = await signIn(email, password);
    const sessionB = await signIn(email, password);
    await env.DB.prepare("UPDATE users SET email_verified = 0 WHERE email = ?").bind(email).run();
    const recovery = await openResetLink(email);
    const cookie = parseSetCookies(await call(await latestLink(email, "/api/auth/reset"))).find(
      (candidate) => candidate.name === "__Host-recovery",
    );
    expect(cookie?.attributes.has("httponly")).toBe(true);
    expect(cookie?.attributes.get("max-age")).toBe("900");

    const updated = await call("/api/auth/password", { json: { password: NEW_PASSWORD }, cookie: recovery });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ ok: true, session: null });
    expect(await readSession(sessionA)).toBeNull();
    expect(await readSession(sessionB)).toBeNull();
    const row = await env.DB.prepare("SELECT email_verified FROM users WHERE email = ?").bind(email).first();
    expect(row).toEqual({ email_verified: 1 });

    const oldPassword = await call("/api/auth/login", { json: { email, password }, ip: nextIp() });
    expect(oldPassword.status).toBe(401);
    expect(await signIn(email, NEW_PASSWORD)).toMatch(/^__Host-session=/);

    const reuse = await call("/api/auth/password", {
      json: { password: "Another-Pass-3#" },
      cookie: recovery,
    });
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { error: { code: string } }).error.code).toBe("invalid_reset_link");
  });

  it("a signed-in user changing the password keeps a fresh session and every other session ends", async () => {
    const { email, password } = await createVerifiedUser();
    const current = await signIn(email, password);
    const other = await signIn(email, password);
    const updated = await call("/api/auth/password", {
      json: { password: NEW_PASSWORD, currentPassword: password },
      cookie: current,
    });
    expect(updated.status).toBe(200);
    const renewed = cookieFrom(updated, "__Host-session");
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(current);
    expect(await readSession(renewed ?? "")).toMatchObject({ user: { email } });
    expect(await readSession(current)).toBeNull();
    expect(await readSession(other)).toBeNull();
  });

  it("refuses a session alone (no recovery cookie, no current password) and changes nothing", async () => {
    const { email, password } = await createVerifiedUser();
    const session = await signIn(email, password);
    // Exactly what a signed-in page's fetch sends: same origin, JSON, the session cookie.
    const sameOrigin = { "Sec-Fetch-Site": "same-origin" };
    const alone = await call("/api/auth/password", {
      json: { password: NEW_PASSWORD },
      cookie: session,
      headers: sameOrigin,
    });
    expect(alone.status).toBe(403);
    expect(await alone.json()).toEqual({
      error: {
        code: "current_password_required",
        message:
          "Enter your current password to choose a new one, or use the link from a password reset e-mail.",
      },
    });
    const wrong = await call("/api/auth/password", {
      json: { password: NEW_PASSWORD, currentPassword: "Wrong-Horse-1!" },
      cookie: session,
      headers: sameOrigin,
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("invalid_current_password");
    // The password is unchanged and the session still works.
    expect(
      (await call("/api/auth/login", { json: { email, password: NEW_PASSWORD }, ip: nextIp() })).status,
    ).toBe(401);
    expect(await signIn(email, password)).toMatch(/^__Host-session=/);
    expect(await readSession(session)).toMatchObject({ user: { email } });
  });

  it("needs a session: 'No authenticated session' otherwise; weak passwords are refused first", async () => {
    const none = await call("/api/auth/password", { json: { password: NEW_PASSWORD } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: { code: "no_session", message: "No authenticated session" } });
    const { email } = await createVerifiedUser();
    const recovery = await openResetLink(email);
    const weak = await call("/api/auth/password", { json: { password: "short" }, cookie: recovery });
    expect(weak.status).toBe(422);
    // The weak attempt did not use the link up.
    expect(
      (await call("/api/auth/password", { json: { password: NEW_PASSWORD }, cookie: recovery })).status,
    ).toBe(200);
    const extra = await call("/api/auth/password", {
      json: { password: NEW_PASSWORD, userId: "x" },
      cookie: recovery,
    });
    expect(extra.status).toBe(400);
  });

  it("sends an unknown or expired link to the invalid-link view", async () => {
    const bad = await call("/api/auth/reset?token=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz");
    expect(bad.headers.get("Location")).toBe("/reset-password");
    expect(cookieFrom(bad, "__Host-recovery")).toBeNull();
    const { email } = await createVerifiedUser();
    await requestReset(email);
    const link = await latestLink(email, "/api/auth/reset");
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1, hashSecret(link.split("token=")[1] ?? ""))
      .run();
    expect((await call(link)).headers.get("Location")).toBe("/reset-password");
  });
});

describe("e-mail tokens", () => {
  async function userId(): Promise<{ id: string; email: string }> {
    const { email } = await createVerifiedUser();
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string }>();
    return { id: row?.id ?? "", email };
  }

  it("are 32 random bytes, stored only as SHA-256, and expire after an hour for resets", async () => {
    const { id, email } = await userId();
    const now = Date.now();
    const token = await issueEmailToken(env.DB, { userId: id, email }, "reset", now);
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    const row = await env.DB.prepare(
      "SELECT token_hash, expires_at FROM email_tokens WHERE user_id = ? AND purpose = 'reset'",
    )
      .bind(id)
      .first<{ token_hash: string; expires_at: number }>();
    expect(row?.token_hash).toBe(hashSecret(token));
    expect(row?.expires_at).toBe(now + 60 * 60 * 1000);
    expect(await consumeEmailToken(env.DB, token, "reset", now + 60 * 60 * 1000)).toBeNull();
  });

  it("are single use, even when two uses race: exactly one wins", async () => {
    const { id, email } = await userId();
    const token = await issueEmailToken(env.DB, { userId: id, email }, "reset", Date.now());
    const results = await Promise.all([
      consumeEmailToken(env.DB, token, "reset", Date.now()),
      consumeEmailToken(env.DB, token, "reset", Date.now()),
    ]);
    expect(results.filter((result) => result !== null)).toEqual([{ userId: id, email }]);

    const recovery = await openResetLink(email);
    const [first, second] = await Promise.all([
      call("/api/auth/password", { json: { password: NEW_PASSWORD }, cookie: recovery }),
      call("/api/auth/password", { json: { password: "Other-Pass-4$" }, cookie: recovery }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
  });

  it("a reissued token invalidates the older one; purposes do not mix", async () => {
    const { id, email } = await userId();
    const older = await issueEmailToken(env.DB, { userId: id, email }, "reset", Date.now());
    const newer = await issueEmailToken(env.DB, { userId: id, email }, "reset", Date.now());
    expect(await consumeEmailToken(env.DB, older, "reset", Date.now())).toBeNull();
    expect(await consumeEmailToken(env.DB, newer, "verify", Date.now())).toBeNull();
    expect(await consumeEmailToken(env.DB, newer, "reset", Date.now())).toEqual({ userId: id, email });
  });

  it("a token bound to an old address is refused after the address changed", async () => {
    const { id, email } = await userId();
    const recovery = await openResetLink(email);
    await env.DB.prepare("UPDATE users SET email = ? WHERE id = ?").bind(uniqueEmail("moved"), id).run();
    const response = await call("/api/auth/password", { json: { password: NEW_PASSWORD }, cookie: recovery });
    expect(response.status).toBe(401);
  });
});

describe("nothing secret at rest", () => {
  it("D1 and KV hold no raw password, session secret or e-mail token (the dev outbox stands for mailboxes)", async () => {
    const email = uniqueEmail("atrest");
    const password = "At-Rest-Secret-9!";
    await call("/api/auth/register", { json: { name: "R", email, password }, ip: nextIp() });
    const verifyLink = await latestLink(email, "/api/auth/verify");
    const verifyToken = verifyLink.split("token=")[1] ?? "";
    await call(verifyLink);
    const session = await signIn(email, password);
    const [sessionId = "", sessionSecret = ""] = session.slice("__Host-session=".length).split(".");
    await requestReset(email);
    const resetToken = (await latestLink(email, "/api/auth/reset")).split("token=")[1] ?? "";

    const tables = ["users", "email_tokens", "email_throttle"];
    const dump: string[] = [];
    for (const table of tables) {
      const { results } = await env.DB.prepare(`SELECT * FROM ${table}`).all();
      dump.push(JSON.stringify(results));
    }
    let cursor: string | undefined;
    do {
      const page = await env.KV.list(cursor ? { cursor } : {});
      const names = page.keys.map((key) => key.name).filter((name) => !name.startsWith("dev-outbox:"));
      // Values in batches of 100 (KV's bulk read): the namespace also holds earlier test files' keys.
      for (let start = 0; start < names.length; start += 100) {
        const values = await env.KV.get(names.slice(start, start + 100), "text");
        for (const [name, value] of values) dump.push(name, value ?? "");
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    const everything = dump.join("\n");
    expect(everything).toContain(sessionId); // the id is a lookup key, not a secret
    expect(everything).toContain(hashSecret(sessionSecret));
    for (const secret of [password, sessionSecret, verifyToken, resetToken]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(everything).not.toContain(secret);
    }
  });
});
