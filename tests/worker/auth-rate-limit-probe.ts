import { env } from "cloudflare:workers";
import { checkBackoff, LOGIN_PER_ACCOUNT_AND_IP, recordFailure } from "../../worker/auth/rate-limit";

/** Lock lengths (ms) after the 5th, 6th and 7th failure of one account and address. */
export async function incrementalLockMs(): Promise<number[]> {
  const key = `probe-${crypto.randomUUID()}`;
  const now = Date.now();
  const locks: number[] = [];
  for (let failure = 1; failure <= 7; failure += 1) {
    await recordFailure(env.KV, LOGIN_PER_ACCOUNT_AND_IP, key, now);
    const state = await checkBackoff(env.KV, LOGIN_PER_ACCOUNT_AND_IP, key, now);
    if (failure >= 5) locks.push(state.ok ? 0 : state.retryAfterSeconds * 1000);
    else if (!state.ok) throw new Error(`locked too early, at failure ${failure}`);
  }
  return locks;
}
