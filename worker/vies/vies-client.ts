import { z } from "zod";
import type { VatNumber } from "../../core/validation/btw-id";
import type { ViesConfig } from "../env";

/** VIES's verdict on one number; "unavailable" covers every way of not getting one. */
export type ViesAnswer =
  | { readonly status: "valid"; readonly name: string | null; readonly address: string | null }
  | { readonly status: "invalid" }
  | { readonly status: "unavailable"; readonly reason: string };

/**
 * The fields of POST /check-vat-number we read. VIES answers a failure either with `userError`
 * (MS_UNAVAILABLE, TIMEOUT, …; VALID and INVALID are not failures) or, even with HTTP 200, with
 * `{ actionSucceed: false, errorWrappers: [{ error }] }`.
 */
const viesBody = z.object({
  valid: z.boolean().optional(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  userError: z.string().nullish(),
  actionSucceed: z.boolean().optional(),
  errorWrappers: z.array(z.object({ error: z.string().optional() })).nullish(),
});

/** VIES says the number itself is wrong: a verdict, not an outage. */
const INVALID_ERRORS = new Set(["INVALID", "INVALID_INPUT"]);

/** "---" is how VIES says a member state does not disclose the name or address. */
function readDisclosed(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, " ").trim() ?? "";
  return text === "" || /^-+$/.test(text) ? null : text.slice(0, 500);
}

function readAnswer(raw: unknown): ViesAnswer {
  const parsed = viesBody.safeParse(raw);
  if (!parsed.success) return { status: "unavailable", reason: "unreadable answer" };
  const body = parsed.data;
  const error = body.errorWrappers?.[0]?.error ?? (body.actionSucceed === false ? "UNKNOWN" : null);
  const userError = error ?? (body.userError === "VALID" ? null : (body.userError ?? null));
  if (userError && INVALID_ERRORS.has(userError)) return { status: "invalid" };
  if (userError) return { status: "unavailable", reason: userError };
  if (body.valid === undefined) return { status: "unavailable", reason: "no verdict" };
  if (!body.valid) return { status: "invalid" };
  return { status: "valid", name: readDisclosed(body.name), address: readDisclosed(body.address) };
}

export interface ViesClient {
  checkVatNumber(vat: VatNumber): Promise<ViesAnswer>;
}

/** VIES's REST API, one call (docs/decisions/250). Never throws: an outage is an answer too. */
export function createViesClient(config: ViesConfig): ViesClient {
  return {
    async checkVatNumber(vat) {
      let response: Response;
      try {
        response = await fetch(`${config.VIES_API_BASE}/check-vat-number`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({ countryCode: vat.country, vatNumber: vat.number }),
          signal: AbortSignal.timeout(config.VIES_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === "TimeoutError";
        return { status: "unavailable", reason: timedOut ? "TIMEOUT" : "unreachable" };
      }
      // VIES words an outage as a 4xx/5xx JSON body as well; a body that says nothing is an outage.
      const raw: unknown = await response.json().catch(() => null);
      return readAnswer(raw);
    },
  };
}
