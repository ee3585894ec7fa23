import {
  type BackoffRule,
  checkBackoff,
  clearFailures,
  type LimitResult,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_IP,
  LOGIN_PER_IP,
  LOGIN_PER_KNOWN_DEVICE,
  recordFailure,
} from "./rate-limit";

/** One sign-in attempt as the limits see it: the canonical address, the client IP, a known device. */
export interface LoginAttempt {
  readonly email: string;
  readonly ip: string;
  /** The hashed device token when this browser signed in to `email` before (auth/known-device.ts). */
  readonly knownDevice: string | null;
}

type Counter = readonly [BackoffRule, string];

/**
 * The counters an attempt is held to (docs/decisions/205). A known device only to its own; anyone
 * else to the address, the address on this account, and the account's ceiling for many addresses.
 */
function countersOf({ email, ip, knownDevice }: LoginAttempt): Counter[] {
  // The account first in every key that names it, so deleting the account finds them by prefix.
  if (knownDevice) return [[LOGIN_PER_KNOWN_DEVICE, `${email}|${knownDevice}`]];
  return [
    [LOGIN_PER_IP, ip],
    [LOGIN_PER_ACCOUNT_AND_IP, `${email}|${ip}`],
    [LOGIN_PER_ACCOUNT, email],
  ];
}

/** The longest lock among the attempt's counters, or ok. */
export async function checkLoginLimits(
  kv: KVNamespace,
  attempt: LoginAttempt,
  now: number,
): Promise<LimitResult> {
  const results = await Promise.all(
    countersOf(attempt).map(([rule, key]) => checkBackoff(kv, rule, key, now)),
  );
  let longest: LimitResult = { ok: true };
  for (const result of results) {
    if (!result.ok && (longest.ok || result.retryAfterSeconds > longest.retryAfterSeconds)) longest = result;
  }
  return longest;
}

export async function recordLoginFailure(kv: KVNamespace, attempt: LoginAttempt, now: number): Promise<void> {
  await Promise.all(countersOf(attempt).map(([rule, key]) => recordFailure(kv, rule, key, now)));
}

/**
 * After a correct password: this device's (or this address's) count on the account starts again. The
 * address's count across accounts and the account's ceiling stay, so a sign-in in the middle of an
 * attack does not reset the attacker's allowance.
 */
export async function clearLoginFailures(kv: KVNamespace, attempt: LoginAttempt): Promise<void> {
  const [own] = countersOf(attempt).filter(
    ([rule]) => rule === LOGIN_PER_KNOWN_DEVICE || rule === LOGIN_PER_ACCOUNT_AND_IP,
  );
  if (own) await clearFailures(kv, ...own);
}
