import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import type { AppBindings } from "../../worker/env";
import { readMollieConfig } from "../../worker/env";
import { BASE, createSignedInUser } from "./support/accounts";

vi.setConfig({ testTimeout: 60_000 });

const bindings = env as unknown as AppBindings;

/** The same app with no Mollie key, as on a server where checkout was never set up. */
function callWithoutMollie(path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(`${BASE}${path}`, {
    ...init,
    headers: { Origin: BASE, "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  return Promise.resolve(
    createApp("test").fetch(request, { ...bindings, MOLLIE_API_KEY: "" }, createExecutionContext()),
  );
}

describe("without a Mollie key", () => {
  it("reports checkout as not configured and refuses checkout with 503, while plans and usage still work", async () => {
    const user = await createSignedInUser("no-mollie");
    const config = await callWithoutMollie("/api/billing/config");
    expect(await config.json()).toEqual({ checkoutConfigured: false });
    const checkout = await callWithoutMollie("/api/billing/checkout", {
      method: "POST",
      body: JSON.stringify({ planId: "pro", interval: "month" }),
      headers: { Cookie: user.cookie },
    });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { error: { code: string } }).error.code).toBe(
      "checkout_not_configured",
    );
    const billing = await callWithoutMollie("/api/billing", { headers: { Cookie: user.cookie } });
    expect(await billing.json()).toMatchObject({ checkoutConfigured: false, plan: { id: "free" } });
  });

  it("refuses a malformed key or an http API base in production", () => {
    expect(() => readMollieConfig({ ...bindings, MOLLIE_API_KEY: "sk_live" })).toThrow();
    expect(() =>
      readMollieConfig({
        ...bindings,
        APP_ENV: "production",
        MOLLIE_API_KEY: "live_abcdefghijklmnop",
        MOLLIE_API_BASE: "http://api.mollie.com/v2",
      }),
    ).toThrow();
    expect(readMollieConfig({ ...bindings, MOLLIE_API_KEY: "" })).toBeNull();
  });
});
