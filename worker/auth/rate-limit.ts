import type { Context } from "hono";

/** A limit that was hit: how long until the caller may try again. */
export type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The client's address as Cloudflare's edge saw it. X-Forwarded-For is set by the client and never
 * trusted; CF-Connecting-IP is overwritten by Cloudflare on every request.
 */
export function readClientIp(c: Context): string {
  return c.req.header("CF-Connecting-IP")?.trim() || "unknown";
}

function secondsUntil(instant: number, now: number): number {
  return Math.max(1, Math.ceil((instant - now) / 1000));
}

/** SPEC §9: one e-mail of a kind per address per 60 seconds. */
export const EMAIL_ADDRESS_INTERVAL_MS = 60_000;

/**
 * Claims the right to send `purpose` mail to `email` now. One atomic D1 upsert: of two parallel
 * claims only one can move last_sent_at, so the 60-second rule is exact (docs/decisions/013).
 */
export async function claimEmailSlot(
  db: D1Database,
  email: string,
  purpose: "verify" | "reset",
  now: number,
): Promise<LimitResult> {
  const claimed = await db
    .prepare(
      `INSERT INTO email_throttle (email, purpose, last_sent_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (email, purpose) DO UPDATE SET last_sent_at = excluded.last_sent_at
       WHERE email_throttle.last_sent_at <= ?4
       RETURNING last_sent_at`,
    )
    .bind(email, purpose, now, now - EMAIL_ADDRESS_INTERVAL_MS)
    .first<{ last_sent_at: number }>();
  if (claimed) return { ok: true };
  const current = await db
    .prepare("SELECT last_sent_at FROM email_throttle WHERE email = ? AND purpose = ?")
    .bind(email, purpose)
    .first<{ last_sent_at: number }>();
  const lastSentAt = current?.last_sent_at ?? now;
  return { ok: false, retryAfterSeconds: secondsUntil(lastSentAt + EMAIL_ADDRESS_INTERVAL_MS, now) };
}

export interface WindowLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

/** Mail per client address: generous for offices behind one NAT, tight enough to stop a mail bomb. */
export const EMAILS_PER_IP: WindowLimit = { scope: "email-ip", limit: 20, windowMs: 15 * 60_000 };

/**
 * Local development (vite dev, e2e runs against a persistent local KV) has every request from one
 * address; a tenfold allowance keeps repeated e2e runs from tripping the limit. Tests use the real one.
 */
export function emailsPerIp(appEnv: string): WindowLimit {
  return appEnv === "development" ? { ...EMAILS_PER_IP, limit: EMAILS_PER_IP.limit * 10 } : EMAILS_PER_IP;
}

/**
 * Counts one event in a fixed KV window `rl:<scope>:<key>:<window>`. KV is neither atomic nor
 * immediately consistent, so parallel requests can overshoot slightly; acceptable for a coarse
 * abuse limit (docs/decisions/013).
 */
export async function hitWindowLimit(
  kv: KVNamespace,
  rule: WindowLimit,
  key: string,
  now: number,
): Promise<LimitResult> {
  const window = Math.floor(now / rule.windowMs);
  const windowEnd = (window + 1) * rule.windowMs;
  const name = `rl:${rule.scope}:${key}:${window}`;
  const count = Number((await kv.get(name)) ?? "0");
  if (count >= rule.limit) return { ok: false, retryAfterSeconds: secondsUntil(windowEnd, now) };
  await kv.put(name, String(count + 1), {
    expiration: Math.max(Math.ceil(windowEnd / 1000), Math.ceil(now / 1000) + 60),
  });
  return { ok: true };
}

export interface BackoffRule {
  scope: string;
  /** Failures allowed before the first lock. */
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
}

/**
 * Sign-in failures (docs/decisions/205). One address guessing one account: locked after 5. One
 * address guessing across accounts: after 20. Every address together guessing one account: after
 * 30, a ceiling only a distributed attack reaches. A browser that signed in to the account before
 * (a known device) is held only to its own 5, so strangers cannot lock the owner out.
 */
const LOGIN_LOCKS = { baseLockMs: 30_000, maxLockMs: 15 * 60_000 };
export const LOGIN_PER_ACCOUNT_AND_IP: BackoffRule = {
  scope: "login-account-ip",
  freeFailures: 5,
  ...LOGIN_LOCKS,
};
export const LOGIN_PER_IP: BackoffRule = { scope: "login-ip", freeFailures: 20, ...LOGIN_LOCKS };
export const LOGIN_PER_ACCOUNT: BackoffRule = { scope: "login-account", freeFailures: 30, ...LOGIN_LOCKS };
export const LOGIN_PER_KNOWN_DEVICE: BackoffRule = { scope: "login-device", freeFailures: 5, ...LOGIN_LOCKS };

interface FailureRecord {
  failures: number;
  lockedUntil: number;
}

const FAILURE_MEMORY_SECONDS = 60 * 60;

function failureKey(rule: BackoffRule, key: string): string {
  return `rl:${rule.scope}:${key}`;
}

/** Whether attempts for `key` are locked right now. */
export async function checkBackoff(
  kv: KVNamespace,
  rule: BackoffRule,
  key: string,
  now: number,
): Promise<LimitResult> {
  const record = await kv.get<FailureRecord>(failureKey(rule, key), "json");
  if (record && record.lockedUntil > now) {
    return { ok: false, retryAfterSeconds: secondsUntil(record.lockedUntil, now) };
  }
  return { ok: true };
}

/** Counts a failure; past the free ones, locks for base · 2^(extra failures), up to the maximum. */
export async function recordFailure(
  kv: KVNamespace,
  rule: BackoffRule,
  key: string,
  now: number,
): Promise<void> {
  const name = failureKey(rule, key);
  const record = (await kv.get<FailureRecord>(name, "json")) ?? { failures: 0, lockedUntil: 0 };
  const failures = record.failures + 1;
  const extra = failures - rule.freeFailures;
  const lockedUntil =
    extra >= 0 ? now + Math.min(rule.baseLockMs * 2 ** Math.min(extra, 20), rule.maxLockMs) : 0;
  await kv.put(name, JSON.stringify({ failures, lockedUntil } satisfies FailureRecord), {
    expirationTtl: FAILURE_MEMORY_SECONDS,
  });
}

export async function clearFailures(kv: KVNamespace, rule: BackoffRule, key: string): Promise<void> {
  await kv.delete(failureKey(rule, key));
}
