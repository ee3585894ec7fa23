import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashSecret } from "../../worker/auth/secrets";
import { call, latestLink, nextIp, readOutbox, STRONG_PASSWORD, signIn, uniqueEmail } from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

function register(json: unknown, ip = nextIp()): Promise<Response> {
  return call("/api/auth/register", { json, ip });
}

describe("POST /api/auth/register", () => {
  it("creates an unverified account (address trimmed, lower-cased) and mails a verification link", async () => {
    const email = uniqueEmail("reg");
    const response = await register({
      name: " Jan ",
      email: `  ${email.toUpperCase()}  `,
      password: STRONG_PASSWORD,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ user: { email } });
    const row = await env.DB.prepare("SELECT email, name, email_verified FROM users WHERE email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ email, name: "Jan", email_verified: 0 });
    const [mail] = await readOutbox(email);
    expect(mail?.subject).toBe("Confirm your e-mail address for Factuurkit");
    expect(mail?.text).toContain("Factuurkit");
    expect(mail?.text).toContain("support@factuurkit.nl");
    expect(mail?.html).toContain("<!doctype html>");
    expect(mail?.html).toContain("/api/auth/verify?token=");
  });

  it("answers an address that already has an account exactly like a new one, and mails its owner", async () => {
    const email = uniqueEmail("dup");
    const fresh = uniqueEmail("fresh");
    expect((await register({ name: "A", email, password: STRONG_PASSWORD })).status).toBe(201);
    await env.DB.prepare("DELETE FROM email_throttle WHERE email = ?").bind(email).run();
    const again = await register({ name: "B", email: email.toUpperCase(), password: "Other-Horse-8!" });
    const created = await register({ name: "B", email: fresh.toUpperCase(), password: "Other-Horse-8!" });
    expect(again.status).toBe(created.status);
    expect(await again.json()).toEqual({ user: { email } });
    expect(await created.json()).toEqual({ user: { email: fresh } });
    // The owner learns of the attempt; no second account, the first password still the one.
    const [notice] = await readOutbox(email);
    expect(notice?.subject).toBe("Someone tried to create a Factuurkit account with your address");
    expect(notice?.text).toContain("Forgot your password?");
    expect(notice?.text).toContain("https://factuurkit.test/login");
    const rows = await env.DB.prepare("SELECT name FROM users WHERE email = ?").bind(email).all();
    expect(rows.results).toEqual([{ name: "A" }]);
    // Within the minute a further attempt mails nothing more (SPEC §9's per-address limit), same answer.
    const third = await register({ name: "C", email, password: STRONG_PASSWORD });
    expect(third.status).toBe(201);
    expect(await readOutbox(email)).toHaveLength(2);
  });

  it("enforces SPEC §5 on the server: every failed password rule, joined by commas", async () => {
    const response = await register({ name: "A", email: uniqueEmail("weak"), password: "abc" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "weak_password",
        message:
          "Password must be at least 8 characters long, Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character",
      },
    });
  });

  it("accepts 256-character and Unicode passwords and refuses 257 characters", async () => {
    const long = `Aa1!${"é".repeat(252)}`;
    expect([...long]).toHaveLength(256);
    const email = uniqueEmail("long");
    expect((await register({ name: "L", email, password: long })).status).toBe(201);
    await call(await latestLink(email, "/api/auth/verify"));
    expect(await signIn(email, long)).toMatch(/^__Host-session=/);
    const tooLong = await register({ name: "L", email: uniqueEmail("toolong"), password: `${long}x` });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as { error: { message: string } }).error.message).toBe(
      "Password must be at most 256 characters long",
    );
    const unicodeEmail = uniqueEmail("unicode");
    const unicode = "Ünïcødé-Pässwörd-1!🔐";
    expect((await register({ name: "U", email: unicodeEmail, password: unicode })).status).toBe(201);
    await call(await latestLink(unicodeEmail, "/api/auth/verify"));
    expect(await signIn(unicodeEmail, unicode)).toMatch(/^__Host-session=/);
  });

  it("rejects missing names, bad addresses, unknown fields (no mass assignment) and bad JSON", async () => {
    const cases: [unknown, number, string][] = [
      [{ name: "  ", email: uniqueEmail("n"), password: STRONG_PASSWORD }, 422, "Name is required"],
      [{ name: "A", email: "a b@example.com", password: STRONG_PASSWORD }, 422, "Invalid email"],
      [{ name: "A", email: "", password: STRONG_PASSWORD }, 422, "Invalid email"],
      [
        { name: "A", email: `${"a".repeat(250)}@example.com`, password: STRONG_PASSWORD },
        422,
        "Invalid email",
      ],
      [{ name: "A", email: `${"a".repeat(400)}@example.com`, password: STRONG_PASSWORD }, 400, ""],
      [{ name: "A", email: uniqueEmail("m"), password: STRONG_PASSWORD, emailVerified: true }, 400, ""],
      [{ name: "A", email: uniqueEmail("m"), password: STRONG_PASSWORD, id: "admin" }, 400, ""],
      [{ name: "A", email: uniqueEmail("m") }, 400, ""],
      ["just a string", 400, ""],
    ];
    for (const [json, status, message] of cases) {
      const response = await register(json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      const body = (await response.json()) as { error: { message: string } };
      if (message) expect(body.error.message).toBe(message);
    }
    // None of the refused bodies (uniqueEmail("m") and "n") created an account.
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE email LIKE 'm-%' OR email LIKE 'n-%'",
    ).first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
  });
});

describe("GET /api/auth/verify", () => {
  it("verifies once, lands on /login?verified=true, and refuses the same link again", async () => {
    const email = uniqueEmail("verify");
    await register({ name: "V", email, password: STRONG_PASSWORD });
    const link = await latestLink(email, "/api/auth/verify");
    const first = await call(link);
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/login?verified=true");
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const row = await env.DB.prepare("SELECT email_verified FROM users WHERE email = ?").bind(email).first();
    expect(row).toEqual({ email_verified: 1 });
    const reuse = await call(link);
    expect(reuse.headers.get("Location")).toBe("/login?error=invalid_link");
  });

  it("refuses unknown, malformed and expired tokens", async () => {
    for (const token of ["", "abc", "a".repeat(52), "<script>", "a".repeat(5000)]) {
      const response = await call(`/api/auth/verify?token=${encodeURIComponent(token)}`);
      expect(response.headers.get("Location"), token).toBe("/login?error=invalid_link");
    }
    const email = uniqueEmail("expired");
    await register({ name: "E", email, password: STRONG_PASSWORD });
    const link = await latestLink(email, "/api/auth/verify");
    const token = link.split("token=")[1] ?? "";
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1, hashSecret(token))
      .run();
    expect((await call(link)).headers.get("Location")).toBe("/login?error=invalid_link");
  });
});

describe("POST /api/auth/resend", () => {
  it("answers known and unknown addresses identically, and mails only an unverified account", async () => {
    const known = uniqueEmail("resend");
    await register({ name: "R", email: known, password: STRONG_PASSWORD });
    await env.DB.prepare("DELETE FROM email_throttle").run();
    const unknown = uniqueEmail("ghost");
    const a = await call("/api/auth/resend", { json: { email: known }, ip: nextIp() });
    const b = await call("/api/auth/resend", { json: { email: unknown }, ip: nextIp() });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect(await readOutbox(known)).toHaveLength(2);
    expect(await readOutbox(unknown)).toHaveLength(0);
  });

  it("mails one address at most once per 60 seconds: 'Email rate limit exceeded' with Retry-After", async () => {
    for (const email of [uniqueEmail("throttle-known"), uniqueEmail("throttle-ghost")]) {
      if (email.includes("known")) await register({ name: "T", email, password: STRONG_PASSWORD });
      else expect((await call("/api/auth/resend", { json: { email }, ip: nextIp() })).status).toBe(200);
      const again = await call("/api/auth/resend", {
        json: { email },
        ip: nextIp(),
        headers: { "X-Forwarded-For": "1.2.3.4" },
      });
      expect(again.status).toBe(429);
      const retryAfter = Number(again.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await again.json()).toEqual({
        error: { code: "email_rate_limit", message: "Email rate limit exceeded" },
      });
    }
  });

  it("limits mail per client address, and a spoofed X-Forwarded-For does not escape it", async () => {
    const ip = nextIp();
    for (let index = 0; index < 20; index += 1) {
      const response = await call("/api/auth/resend", { json: { email: uniqueEmail(`ip${index}`) }, ip });
      expect(response.status).toBe(200);
    }
    const blocked = await call("/api/auth/resend", {
      json: { email: uniqueEmail("ip-last") },
      ip,
      headers: { "X-Forwarded-For": "192.0.2.200" },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("rejects bad bodies", async () => {
    for (const json of [{}, { email: "" }, { email: "nope" }, { email: "a@example.com", extra: 1 }]) {
      const response = await call("/api/auth/resend", { json, ip: nextIp() });
      expect([400, 422], JSON.stringify(json)).toContain(response.status);
    }
  });
});
