import { env } from "cloudflare:workers";
import { getTableName } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { deleteUserEverywhere } from "../../worker/account/delete-user";
import { USER_DATA_TABLES } from "../../worker/account/user-data-tables";
import { call, nextIp } from "./auth-helpers";
import {
  createGoogleOnlyUser,
  createSignedInUser,
  isSessionAlive,
  type SignedInUser,
  signIn,
} from "./support/accounts";
import { FULL_DETAILS, pngBytes, putDetails, uploadLogo } from "./support/company";

vi.setConfig({ testTimeout: 120_000 });

/** Every application table of the live D1 schema (migrations applied), whoever added it. */
async function listTables(): Promise<string[]> {
  const result = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  return result.results.map((row) => row.name);
}

/**
 * Tables (and the rows) in which the user's id or address still appears in any column. The search
 * runs in SQL: the tables also hold every earlier test file's rows (one D1 per test runner).
 */
async function findMentions(user: { id: string; email: string }): Promise<string[]> {
  const mentions: string[] = [];
  for (const table of await listTables()) {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`)
      .bind(table)
      .all<{ name: string }>();
    const matches = columns.results
      .map(
        ({ name }) =>
          `instr(lower(CAST("${name}" AS TEXT)), ?1) > 0 OR instr(lower(CAST("${name}" AS TEXT)), ?2) > 0`,
      )
      .join(" OR ");
    const rows = await env.DB.prepare(`SELECT * FROM "${table}" WHERE ${matches}`)
      .bind(user.id.toLowerCase(), user.email.toLowerCase())
      .all();
    for (const row of rows.results) mentions.push(`${table}: ${JSON.stringify(row).toLowerCase()}`);
  }
  return mentions;
}

async function listAll<T>(list: (cursor?: string) => Promise<{ items: T[]; cursor?: string }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(cursor);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

async function r2KeysMentioning(text: string): Promise<string[]> {
  const keys = await listAll(async (cursor) => {
    const page = await env.FILES.list({ limit: 1000, ...(cursor ? { cursor } : {}) });
    return { items: page.objects.map((o) => o.key), ...(page.truncated ? { cursor: page.cursor } : {}) };
  });
  return keys.filter((key) => key.includes(text));
}

async function kvKeysMentioning(texts: string[]): Promise<string[]> {
  const keys = await listAll(async (cursor) => {
    const page = await env.KV.list(cursor ? { cursor } : {});
    return { items: page.keys.map((k) => k.name), ...(page.list_complete ? {} : { cursor: page.cursor }) };
  });
  return keys.filter((key) => texts.some((text) => key.includes(text)));
}

/** A user with something in every place: details, logo, feedback, tokens, throttles, extra files. */
async function createUserWithData(
  label: string,
  extraObjects = 0,
): Promise<SignedInUser & { second: string }> {
  const user = await createSignedInUser(label);
  expect((await putDetails(user.cookie, FULL_DETAILS)).status).toBe(200);
  expect((await uploadLogo(user.cookie, pngBytes())).status).toBe(200);
  expect(
    (await call("/api/feedback", { json: { extraction_quality_rating: 3 }, cookie: user.cookie })).status,
  ).toBe(201);
  // A reset mail leaves an email_tokens row and an email_throttle row for the address.
  expect((await call("/api/auth/reset-request", { json: { email: user.email }, ip: nextIp() })).status).toBe(
    200,
  );
  // A failed sign-in leaves a per-account failure counter in KV.
  await call("/api/auth/login", { json: { email: user.email, password: "Wrong-Pass-1!" }, ip: nextIp() });
  // Objects other features keep under the user (invoices, statements), more than one R2 page.
  for (let start = 0; start < extraObjects; start += 100) {
    const batch = Array.from({ length: Math.min(100, extraObjects - start) }, (_, index) =>
      env.FILES.put(`users/${user.id}/documents/${String(start + index).padStart(5, "0")}`, "x"),
    );
    await Promise.all(batch);
  }
  const second = await signIn(user.email, user.password);
  return { ...user, second };
}

describe("POST /api/account/delete", () => {
  it("refuses without the typed e-mail address, and deletes nothing", async () => {
    const user = await createUserWithData("delete-refused");
    for (const email of ["", "someone@example.com", `${user.email}x`]) {
      const response = await call("/api/account/delete", { json: { email }, cookie: user.cookie });
      expect(response.status, email).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "confirmation_mismatch",
      );
    }
    for (const json of [{}, { email: user.email, userId: "x" }, { email: 1 }]) {
      expect((await call("/api/account/delete", { json, cookie: user.cookie })).status).toBe(400);
    }
    expect((await call("/api/account/delete", { json: { email: user.email } })).status).toBe(401);
    expect(await isSessionAlive(user.cookie)).toBe(true);
    expect(await r2KeysMentioning(user.id)).toHaveLength(1);
    expect((await findMentions(user)).length).toBeGreaterThan(0);
  });

  it("removes every row in every table, every R2 object and every session; the old cookie is refused", async () => {
    const bystander = await createUserWithData("bystander");
    const user = await createUserWithData("delete-me", 1050);
    expect(await r2KeysMentioning(user.id)).toHaveLength(1051);
    expect(await kvKeysMentioning([user.id, user.email])).not.toHaveLength(0);

    const response = await call("/api/account/delete", {
      json: { email: `  ${user.email.toUpperCase()} ` },
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.getSetCookie().join("\n")).toMatch(/__Host-session=;.*Max-Age=0/i);

    expect(await findMentions(user)).toEqual([]);
    expect(await r2KeysMentioning(user.id)).toEqual([]);
    expect(await kvKeysMentioning([user.id, user.email])).toEqual([]);
    for (const cookie of [user.cookie, user.second]) {
      expect(await isSessionAlive(cookie)).toBe(false);
      expect((await call("/api/company", { cookie })).status).toBe(401);
      expect((await call("/api/account/delete", { json: { email: user.email }, cookie })).status).toBe(401);
    }
    const login = await call("/api/auth/login", {
      json: { email: user.email, password: user.password },
      ip: nextIp(),
    });
    expect(login.status).toBe(401);

    // Nobody else lost anything.
    expect(await isSessionAlive(bystander.cookie)).toBe(true);
    expect((await findMentions(bystander)).length).toBeGreaterThan(0);
    expect(await r2KeysMentioning(bystander.id)).toHaveLength(1);
    expect((await call("/api/company/logo", { cookie: bystander.cookie })).status).toBe(200);
  });

  it("can be retried after a failure half-way and then finishes; running it again changes nothing", async () => {
    const user = await createUserWithData("delete-retry", 20);
    let deletes = 0;
    const flakyFiles = new Proxy(env.FILES, {
      get(target, property) {
        // Small pages, so the deletion needs several R2 calls.
        if (property === "list") {
          return (options: R2ListOptions) => target.list({ ...options, limit: 10 });
        }
        if (property === "delete") {
          return async (keys: string | string[]) => {
            deletes += 1;
            if (deletes > 1) throw new Error("R2 unavailable");
            return target.delete(keys);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    // Fails on the second R2 delete: the details row and some objects are gone, the user is not.
    await expect(
      deleteUserEverywhere({ DB: env.DB, KV: env.KV, FILES: flakyFiles }, { id: user.id, email: user.email }),
    ).rejects.toThrow("R2 unavailable");
    expect(await isSessionAlive(user.cookie)).toBe(true);
    expect(await (await call("/api/company", { cookie: user.cookie })).json()).toEqual({ details: null });

    const retry = await call("/api/account/delete", { json: { email: user.email }, cookie: user.cookie });
    expect(retry.status).toBe(200);
    expect(await findMentions(user)).toEqual([]);
    expect(await r2KeysMentioning(user.id)).toEqual([]);
    expect(await isSessionAlive(user.second)).toBe(false);

    await deleteUserEverywhere(env, { id: user.id, email: user.email });
    expect(await findMentions(user)).toEqual([]);
  });

  it("deletes a Google-only account the same way", async () => {
    const user = await createGoogleOnlyUser("google-delete");
    expect((await putDetails(user.cookie, FULL_DETAILS)).status).toBe(200);
    const response = await call("/api/account/delete", { json: { email: user.email }, cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await findMentions(user)).toEqual([]);
    expect(await isSessionAlive(user.cookie)).toBe(false);
  });

  it("knows every table that can hold a user's rows (register new ones in USER_DATA_TABLES)", async () => {
    const registered = new Set(USER_DATA_TABLES.map(({ table }) => getTableName(table)));
    const missing: string[] = [];
    for (const table of await listTables()) {
      if (table === "users") continue;
      const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{
        name: string;
      }>();
      const owned = columns.results.some((column) => ["user_id", "email", "owner_id"].includes(column.name));
      if (owned && !registered.has(table)) missing.push(table);
    }
    expect(missing).toEqual([]);
    const [first] = USER_DATA_TABLES;
    expect(first && getTableName(first.table)).toBe("user_company_details");
  });
});
