import type { VatNumber } from "../../core/validation/btw-id";
import type { VatCheck } from "../../core/vies/vat-check";
import { hitWindowLimit, type LimitResult, type WindowLimit } from "../auth/rate-limit";
import type { ViesClient } from "./vies-client";

/** A verdict (valid or invalid) holds for a day; an outage is never cached (docs/decisions/250). */
export const VERDICT_CACHE_SECONDS = 24 * 60 * 60;

/** Lookups that reach VIES per user per hour: a batch of suppliers, not a free VIES proxy. */
export const VIES_LOOKUPS_PER_USER: WindowLimit = { scope: "vies-user", limit: 100, windowMs: 60 * 60_000 };

function cacheKey(vat: VatNumber): string {
  return `vies:${vat.full}`;
}

export type CheckOutcome = { ok: true; check: VatCheck } | { ok: false; limit: LimitResult & { ok: false } };

export interface CheckDependencies {
  readonly kv: KVNamespace;
  /** null when VIES is not configured: every check is then "could not be checked now". */
  readonly client: ViesClient | null;
}

/** The day-old verdict from KV, else one lookup at VIES within the user's hourly allowance. */
export async function checkVatId(
  deps: CheckDependencies,
  userId: string,
  vat: VatNumber,
  now: number,
): Promise<CheckOutcome> {
  const cached = await deps.kv.get<VatCheck>(cacheKey(vat), "json");
  if (cached) return { ok: true, check: cached };
  if (!deps.client)
    return {
      ok: true,
      check: { vatId: vat.full, status: "unavailable", name: null, address: null, checkedAt: now },
    };
  const limit = await hitWindowLimit(deps.kv, VIES_LOOKUPS_PER_USER, userId, now);
  if (!limit.ok) return { ok: false, limit };
  const answer = await deps.client.checkVatNumber(vat);
  const check: VatCheck = {
    vatId: vat.full,
    status: answer.status,
    name: answer.status === "valid" ? answer.name : null,
    address: answer.status === "valid" ? answer.address : null,
    checkedAt: now,
  };
  if (answer.status === "unavailable") console.warn(`VIES unavailable for ${vat.country}: ${answer.reason}`);
  else await deps.kv.put(cacheKey(vat), JSON.stringify(check), { expirationTtl: VERDICT_CACHE_SECONDS });
  return { ok: true, check };
}
