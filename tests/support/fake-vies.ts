/**
 * A fake VIES for tests: the REST API's POST /check-vat-number, in memory, never the real service.
 * A test registers the numbers that exist and makes a member state fail the ways VIES does (an
 * error answer, or no answer at all). Pure fetch API: the workers-pool tests put it behind the
 * Worker's outgoing fetch, Playwright serves it over HTTP (serve-fetch-handler.ts).
 */

export interface FakeTrader {
  readonly name: string;
  readonly address: string;
}

/** How a member state misbehaves: one of VIES's error codes, or a hang until the caller gives up. */
export type FakeOutage = { readonly error: string; readonly wrapped?: boolean } | "hang";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Resolves never; rejects when the request is aborted (the Worker's own timeout). */
function hangUntilAborted(signal: AbortSignal): Promise<Response> {
  return new Promise((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export class FakeVies {
  /** Every number asked about, as "CC123…", for tests that count outgoing calls. */
  readonly calls: string[] = [];
  private readonly traders = new Map<string, FakeTrader>();
  private readonly outages = new Map<string, FakeOutage>();

  /** A number VIES knows, with the name and address it discloses ("---" when it discloses none). */
  register(vatId: string, trader: FakeTrader): this {
    this.traders.set(vatId, trader);
    return this;
  }

  /** Makes every answer for a member state an outage. */
  failCountry(country: string, outage: FakeOutage): this {
    this.outages.set(country, outage);
    return this;
  }

  /** `signal`: the caller's abort signal (the workers pool hands the fetch init over separately). */
  async handle(request: Request, signal: AbortSignal = request.signal): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "POST" || !url.pathname.endsWith("/check-vat-number"))
      return json({ actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND" }] }, 404);
    const body = (await request.json().catch(() => null)) as {
      countryCode?: string;
      vatNumber?: string;
    } | null;
    const country = body?.countryCode ?? "";
    const number = body?.vatNumber ?? "";
    this.calls.push(`${country}${number}`);
    if (!/^[A-Z]{2}$/.test(country) || !/^[0-9A-Z+*]{2,12}$/.test(number))
      return json({ actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] }, 400);
    const outage = this.outages.get(country);
    if (outage === "hang") return hangUntilAborted(signal);
    const requestDate = new Date().toISOString();
    if (outage?.wrapped) return json({ actionSucceed: false, errorWrappers: [{ error: outage.error }] });
    if (outage)
      return json({
        countryCode: country,
        vatNumber: number,
        requestDate,
        valid: false,
        userError: outage.error,
      });
    const trader = this.traders.get(`${country}${number}`);
    return json({
      countryCode: country,
      vatNumber: number,
      requestDate,
      valid: trader !== undefined,
      requestIdentifier: "",
      name: trader?.name ?? "---",
      address: trader?.address ?? "---",
      userError: trader ? "VALID" : "INVALID",
    });
  }
}
