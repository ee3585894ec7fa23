import { equalInConstantTime, generateSecret, hashSecret } from "./secrets";

/** docs/decisions/011: a session dies after 7 idle days, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

/** What KV holds under `session:<id>`: never the secret, only its SHA-256. */
export interface StoredSession {
  userId: string;
  secretHash: string;
  createdAt: number;
  /** Idle expiry; pushed forward by activity, never past absoluteExpiresAt. */
  expiresAt: number;
  absoluteExpiresAt: number;
  kind: "user";
}

export interface Session extends StoredSession {
  id: string;
}

const TOKEN_PATTERN = /^([a-z2-7]{26})\.([a-z2-7]{52})$/;

function sessionKey(id: string): string {
  return `session:${id}`;
}

/** The per-user index: one key per session so a user's sessions can be listed and revoked. */
function indexPrefix(userId: string): string {
  return `user-sessions:${userId}:`;
}

/** KV wants whole seconds, at least 60 s ahead. */
function expirationOf(session: StoredSession, now: number): number {
  return Math.max(Math.ceil(session.expiresAt / 1000), Math.ceil(now / 1000) + 60);
}

async function writeSession(kv: KVNamespace, session: Session, now: number): Promise<void> {
  const { id, ...stored } = session;
  const expiration = expirationOf(stored, now);
  await Promise.all([
    kv.put(sessionKey(id), JSON.stringify(stored), { expiration }),
    kv.put(`${indexPrefix(session.userId)}${id}`, "", { expiration }),
  ]);
}

/** A fresh session (a new one at every sign-in: no fixation). The token goes to the cookie only. */
export async function createSession(
  kv: KVNamespace,
  userId: string,
  now: number,
): Promise<{ token: string; session: Session }> {
  const id = generateSecret(16);
  const secret = generateSecret(32);
  const session: Session = {
    id,
    userId,
    secretHash: hashSecret(secret),
    createdAt: now,
    expiresAt: Math.min(now + SESSION_IDLE_MS, now + SESSION_ABSOLUTE_MS),
    absoluteExpiresAt: now + SESSION_ABSOLUTE_MS,
    kind: "user",
  };
  await writeSession(kv, session, now);
  return { token: `${id}.${secret}`, session };
}

/** The session a token names, if the token is well-formed, its secret matches and it has not expired. */
export async function validateSessionToken(
  kv: KVNamespace,
  token: string,
  now: number,
): Promise<Session | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id = "", secret = ""] = match;
  const stored = await kv.get<StoredSession>(sessionKey(id), "json");
  if (!stored || !equalInConstantTime(stored.secretHash, hashSecret(secret))) return null;
  if (now >= stored.expiresAt || now >= stored.absoluteExpiresAt) {
    await invalidateSession(kv, { id, userId: stored.userId });
    return null;
  }
  const session: Session = { id, ...stored };
  // Sliding idle expiry, written only once half the idle window has passed (KV writes are costly).
  if (session.expiresAt - now < SESSION_IDLE_MS / 2) return extendSession(kv, session, now);
  return session;
}

/** Pushes the idle expiry forward (bounded by the absolute lifetime). */
export async function extendSession(kv: KVNamespace, session: Session, now: number): Promise<Session> {
  const extended: Session = {
    ...session,
    expiresAt: Math.min(now + SESSION_IDLE_MS, session.absoluteExpiresAt),
  };
  await writeSession(kv, extended, now);
  return extended;
}

export async function invalidateSession(
  kv: KVNamespace,
  session: Pick<Session, "id" | "userId">,
): Promise<void> {
  await Promise.all([
    kv.delete(sessionKey(session.id)),
    kv.delete(`${indexPrefix(session.userId)}${session.id}`),
  ]);
}

/**
 * Deletes every session of a user (except `keepId`). KV listing is eventually consistent, so the
 * caller also moves users.sessions_valid_from forward, which validation checks in D1.
 */
export async function invalidateUserSessions(
  kv: KVNamespace,
  userId: string,
  keepId: string | null = null,
): Promise<void> {
  const prefix = indexPrefix(userId);
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
    const ids = page.keys.map((key) => key.name.slice(prefix.length)).filter((id) => id !== keepId);
    await Promise.all(ids.map((id) => invalidateSession(kv, { id, userId })));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}
