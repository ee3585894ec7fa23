import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../worker/auth/password";
import { insertUser } from "../../worker/auth/users";
import { createDatabase } from "../../worker/db/client";
import { call, nextIp, readOutbox, STRONG_PASSWORD, signIn } from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

function register(email: string): Promise<Response> {
  return call("/api/auth/register", { json: { name: "N", email, password: STRONG_PASSWORD }, ip: nextIp() });
}

describe("e-mail addresses are stored and compared in one canonical form (issue 14 item 4)", () => {
  it("refuses control, invisible and mixed-script addresses with 'Invalid email', storing nothing", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (const hostile of [
      `nul\u0000${tag}@example.com`,
      `zero\u200bwidth${tag}@example.com`,
      `bidi${tag}@example.com\u202e`,
      `p\u0430ypal${tag}@example.com`,
      `${tag}@p\u0430ypal.com`,
    ]) {
      const response = await register(hostile);
      expect(response.status, JSON.stringify(hostile)).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "invalid_email", message: "Invalid email" } });
    }
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email LIKE ?")
      .bind(`%${tag}%`)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("refuses look-alike spellings of an existing mailbox: quoted, all-Cyrillic local part or IDN domain (issue 27 item 5)", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    expect((await register(`owner.a-${tag}@example.com`)).status).toBe(201);
    const appleInPunycode = new URL("http://аррӏе.com/").hostname;
    for (const spoof of [
      `"owner.a-${tag}"@example.com`,
      `owner(a)-${tag}@example.com`,
      `ѕсоре@${tag}.example.com`,
      `${tag}@аррӏе.com`,
      `${tag}@${appleInPunycode}`,
    ]) {
      const response = await register(spoof);
      expect(response.status, spoof).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "invalid_email", message: "Invalid email" } });
    }
    const stored = await env.DB.prepare("SELECT email FROM users WHERE email LIKE ?").bind(`%${tag}%`).all();
    expect(stored.results).toEqual([{ email: `owner.a-${tag}@example.com` }]);
  });

  it("treats Unicode, upper-case, NFD and punycode spellings of one domain as one account", async () => {
    const local = `jan-${crypto.randomUUID().slice(0, 8)}`;
    expect((await register(`${local}@BÜCHER.nl`)).status).toBe(201);
    const canonical = `${local}@xn--bcher-kva.nl`;
    const rows = await env.DB.prepare("SELECT email FROM users WHERE email LIKE ?").bind(`${local}@%`).all();
    expect(rows.results).toEqual([{ email: canonical }]);
    await env.DB.prepare("DELETE FROM email_throttle WHERE email = ?").bind(canonical).run();
    expect((await register(`${local}@xn--bcher-kva.nl`)).status).toBe(201);
    expect((await register(` ${local}@bu\u0308cher.NL `)).status).toBe(201);
    const after = await env.DB.prepare("SELECT email FROM users WHERE email LIKE ?").bind(`${local}@%`).all();
    expect(after.results).toHaveLength(1);
    const [notice] = await readOutbox(canonical);
    expect(notice?.subject).toBe("Someone tried to create a Factuurkit account with your address");
  });

  it("an account stored before canonicalisation (Unicode domain) still signs in, and moves to the canonical form", async () => {
    const local = `old-${crypto.randomUUID().slice(0, 8)}`;
    const legacy = `${local}@bücher.nl`;
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    const fields = {
      email: legacy,
      name: "Old",
      passwordHash,
      googleSub: null,
      emailVerified: true,
      picture: "",
    };
    expect(await insertUser(createDatabase(env.DB), fields, Date.now())).not.toBeNull();
    expect(await signIn(`${local}@Bücher.nl`, STRONG_PASSWORD)).toMatch(/^__Host-session=/);
    const row = await env.DB.prepare("SELECT email FROM users WHERE email LIKE ?").bind(`${local}@%`).first();
    expect(row).toEqual({ email: `${local}@xn--bcher-kva.nl` });
    expect(await signIn(`${local}@xn--bcher-kva.nl`, STRONG_PASSWORD)).toMatch(/^__Host-session=/);
  });
});
