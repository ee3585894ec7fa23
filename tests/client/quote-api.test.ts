import { describe, expect, it, vi } from "vitest";
import { submitQuoteRequest } from "../../client/features/data-cleansing/quote-api";
import type { QuoteRequest } from "../../core/leads/quote-request";

const REQUEST: QuoteRequest = {
  name: "Jan de Vries",
  company: "De Vries & Zn.",
  email: "jan@example.nl",
  phone: "",
  dataType: "addresses",
  recordCount: 1250000,
  message: "Line one\nLine two",
};

function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}): typeof fetch {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers }),
  ) as unknown as typeof fetch;
}

describe("submitQuoteRequest", () => {
  it("posts the request as JSON in the form's wire format to /api/leads", async () => {
    const fetcher = answer(201, { lead: { id: "abc" } });
    expect(await submitQuoteRequest(REQUEST, fetcher)).toEqual({ ok: true });
    const [url, init] = vi.mocked(fetcher).mock.calls[0] ?? [];
    expect(url).toBe("/api/leads");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ ...REQUEST, recordCount: "1250000" });
  });

  it("tells the visitor how long to wait when rate-limited", async () => {
    const result = await submitQuoteRequest(REQUEST, answer(429, {}, { "Retry-After": "1500" }));
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining("try again in 25 minutes"),
    });
  });

  it("shows the server's validation message without the field prefix", async () => {
    const result = await submitQuoteRequest(
      REQUEST,
      answer(422, {
        error: { code: "invalid_request", message: "email: Please enter a valid email address" },
      }),
    );
    expect(result).toEqual({
      ok: false,
      message: "The request was not accepted: Please enter a valid email address.",
    });
  });

  it("offers the support address when the network or the server fails", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const down = await submitQuoteRequest(REQUEST, offline);
    expect(down.ok).toBe(false);
    if (!down.ok) expect(down.message).toContain("support@factuurkit.nl");
    const broken = await submitQuoteRequest(REQUEST, answer(500));
    expect(broken).toEqual({ ok: false, message: expect.stringContaining("error 500") });
  });
});
