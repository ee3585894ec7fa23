import { and, eq } from "drizzle-orm";
import type { Language } from "../../core/i18n/language";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { generateSecret } from "./secrets";

export type User = typeof users.$inferSelect;

/** The profile the client keeps under local storage key `user` (SPEC §3). No hashes, ever. */
export interface PublicUser {
  email: string;
  name: string;
  picture: string;
  sub: string;
}

export function toPublicUser(user: User): PublicUser {
  return { email: user.email, name: user.name, picture: user.picture, sub: user.id };
}

/** Stores the user's interface and e-mail language. */
export async function saveUserLanguage(
  db: Database,
  userId: string,
  language: Language,
  now: number,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

export async function findUserById(db: Database, id: string): Promise<User | null> {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

/**
 * The user of a canonical address (core/validation/email.ts). Rows stored before canonicalisation
 * (trimmed and lower-cased only, say a Unicode domain) are found by `legacyForm`, the address as the
 * person typed it in that old form, and moved to the canonical form on the way, so they keep working.
 */
export async function findUserByEmail(
  db: Database,
  email: string,
  legacyForm?: string,
): Promise<User | null> {
  const user = await db.select().from(users).where(eq(users.email, email)).get();
  if (user || legacyForm === undefined || legacyForm === email) return user ?? null;
  const legacy = await db.select().from(users).where(eq(users.email, legacyForm)).get();
  if (!legacy) return null;
  const moved = await db
    .update(users)
    .set({ email })
    .where(eq(users.id, legacy.id))
    .returning()
    .get()
    .catch(() => null);
  return moved ?? legacy;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<User | null> {
  return (await db.select().from(users).where(eq(users.googleSub, sub)).get()) ?? null;
}

interface NewUser {
  email: string;
  name: string;
  passwordHash: string | null;
  googleSub: string | null;
  emailVerified: boolean;
  picture: string;
  language?: Language | null;
}

/** Inserts a user; null when the e-mail (or Google sub) is already taken. */
export async function insertUser(db: Database, fields: NewUser, now: number): Promise<User | null> {
  const row = await db
    .insert(users)
    .values({ id: generateSecret(16), ...fields, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
  return row ?? null;
}

export async function markEmailVerified(
  db: Database,
  userId: string,
  email: string,
  now: number,
): Promise<void> {
  // Bound to the address the token was sent to: a changed address needs a new verification.
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .run();
}

/**
 * Sets a new password, marks the address verified (the reset mail proved it) and voids every
 * session issued before `now` (sessions_valid_from), whatever KV's listing still shows.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerified: true, sessionsValidFrom: now, updatedAt: now })
    .where(eq(users.id, userId))
    .run();
}

/** Upgrades a hash made with older parameters, without touching sessions. */
export async function rehashPassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)).run();
}

/**
 * Links a Google identity to an existing account (Google vouched for the address). If the account's
 * address was never verified, whoever registered it did not prove ownership: their password and
 * sessions are dropped, so a squatter cannot keep access to the real owner's account.
 */
export async function linkGoogleAccount(
  db: Database,
  user: User,
  profile: { sub: string; name: string; picture: string },
  now: number,
): Promise<User> {
  const squatted = !user.emailVerified;
  const row = await db
    .update(users)
    .set({
      googleSub: profile.sub,
      emailVerified: true,
      name: user.name || profile.name,
      picture: profile.picture || user.picture,
      updatedAt: now,
      ...(squatted ? { passwordHash: null, sessionsValidFrom: now } : {}),
    })
    .where(eq(users.id, user.id))
    .returning()
    .get();
  return row ?? user;
}

export async function updateGooglePicture(
  db: Database,
  user: User,
  picture: string,
  now: number,
): Promise<User> {
  if (!picture || picture === user.picture) return user;
  await db.update(users).set({ picture, updatedAt: now }).where(eq(users.id, user.id)).run();
  return { ...user, picture };
}

/**
 * Voids every session of the user issued before `now` ("Sign out everywhere"), whatever KV's
 * listing still shows; the caller deletes the KV entries too.
 */
export async function voidSessionsBefore(db: Database, userId: string, now: number): Promise<void> {
  await db.update(users).set({ sessionsValidFrom: now, updatedAt: now }).where(eq(users.id, userId)).run();
}
