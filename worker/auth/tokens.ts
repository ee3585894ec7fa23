import { generateSecret, hashSecret } from "./secrets";

export type TokenPurpose = "verify" | "reset";

/** Verification links live a day; reset links an hour (SECURITY.md: ≤ 1 hour). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export interface TokenOwner {
  userId: string;
  email: string;
}

/**
 * Issues a 32-byte token for `purpose`, replacing any older one of the same user and purpose in the
 * same batch (D1 runs a batch as one transaction). Only the SHA-256 is stored; the raw token is
 * returned for the e-mail and never kept.
 */
export async function issueEmailToken(
  db: D1Database,
  owner: TokenOwner,
  purpose: TokenPurpose,
  now: number,
): Promise<string> {
  const token = generateSecret(32);
  await db.batch([
    db.prepare("DELETE FROM email_tokens WHERE user_id = ? AND purpose = ?").bind(owner.userId, purpose),
    db
      .prepare(
        "INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(hashSecret(token), owner.userId, purpose, owner.email, now + TOKEN_LIFETIME_MS[purpose], now),
  ]);
  return token;
}

const TOKEN_PATTERN = /^[a-z2-7]{52}$/;

/**
 * Uses a token up: one `DELETE … RETURNING`, so of two parallel uses exactly one gets the owner.
 * An expired token is deleted by the same statement but not honoured.
 */
export async function consumeEmailToken(
  db: D1Database,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<TokenOwner | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .prepare(
      "DELETE FROM email_tokens WHERE token_hash = ? AND purpose = ? RETURNING user_id, email, expires_at",
    )
    .bind(hashSecret(token), purpose)
    .first<{ user_id: string; email: string; expires_at: number }>();
  if (!row || row.expires_at <= now) return null;
  return { userId: row.user_id, email: row.email };
}

/** Whether a token would be accepted now, without using it up (the reset link's first look). */
export async function peekEmailToken(
  db: D1Database,
  token: string,
  purpose: TokenPurpose,
  now: number,
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = await db
    .prepare("SELECT 1 AS ok FROM email_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ?")
    .bind(hashSecret(token), purpose, now)
    .first<{ ok: number }>();
  return row !== null;
}
