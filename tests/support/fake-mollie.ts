/**
 * A fake Mollie for tests: exactly the endpoints Factuurkit calls (Customers, Payments,
 * Subscriptions), plus a checkout page where a test chooses the outcome, as in Mollie's test mode.
 * Pure fetch API: the workers-pool tests put it behind the Worker's outgoing fetch, Playwright serves
 * it over HTTP (fake-mollie-server.ts). It holds its state in memory and never calls the real Mollie.
 */

export type FakeStatus = "open" | "pending" | "authorized" | "paid" | "canceled" | "expired" | "failed";

export interface FakePayment {
  resource: "payment";
  id: string;
  status: FakeStatus;
  amount: { currency: string; value: string };
  description: string;
  sequenceType: "first" | "recurring";
  method: string | null;
  customerId: string;
  mandateId: string | null;
  subscriptionId: string | null;
  redirectUrl: string | null;
  cancelUrl: string | null;
  webhookUrl: string | null;
  metadata: unknown;
  createdAt: string;
  paidAt: string | null;
  _links: { checkout: { href: string; type: string } | null };
}

export interface FakeSubscription {
  resource: "subscription";
  id: string;
  customerId: string;
  status: "active" | "canceled";
  amount: { currency: string; value: string };
  interval: string;
  startDate: string;
  description: string;
  mandateId: string;
  webhookUrl: string;
  metadata: unknown;
}

export interface FakeMollieOptions {
  /** The API key the Worker must send as Bearer token. */
  readonly apiKey: string;
  /** Origin this fake is reachable at, for the checkout links it hands out. */
  readonly publicOrigin: string;
  /**
   * Where the app under test really runs, when it differs from the APP_ORIGIN it builds its
   * redirect and webhook URLs from (the e2e dev server runs on E2E_PORT): those URLs' origin is
   * replaced by this one when the fake redirects the browser or posts a webhook.
   */
  readonly appOrigin?: string;
}

function randomId(prefix: string): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `${prefix}_${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/hal+json" } });
}

function problem(status: number, detail: string): Response {
  return json({ status, title: status === 404 ? "Not Found" : "Unprocessable Entity", detail }, status);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const OUTCOMES: readonly FakeStatus[] = ["paid", "pending", "failed", "canceled", "expired", "open"];

export class FakeMollie {
  readonly customers = new Map<string, { id: string; name: string; email: string }>();
  readonly payments = new Map<string, FakePayment>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Every API call as "METHOD /path", for tests that count calls. */
  readonly calls: string[] = [];
  private readonly idempotent = new Map<string, string>();

  constructor(private readonly options: FakeMollieOptions) {}

  /** Answers one request to the fake's origin (API under /v2, checkout pages under /checkout). */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/checkout/")) return this.checkout(request, url.pathname.slice(10));
    // The browser asks the checkout page's origin for an icon.
    if (url.pathname === "/favicon.ico") return new Response(null, { status: 204 });
    this.calls.push(`${request.method} ${url.pathname}`);
    if (request.headers.get("Authorization") !== `Bearer ${this.options.apiKey}`)
      return json({ status: 401, title: "Unauthorized Request", detail: "Missing or wrong API key" }, 401);
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== "v2") return problem(404, "No such endpoint");
    const [, resource, id, sub, subId] = parts;
    if (resource === "customers" && !id && request.method === "POST") return this.createCustomer(request);
    if (resource === "payments" && !id && request.method === "POST") return this.createPayment(request);
    if (resource === "payments" && id && request.method === "GET") {
      const payment = this.payments.get(id);
      return payment ? json(payment) : problem(404, "No payment exists with token");
    }
    if (resource === "customers" && id && sub === "subscriptions") {
      if (!this.customers.has(id)) return problem(404, "No customer exists with token");
      if (!subId && request.method === "POST") return this.createSubscription(request, id);
      if (subId && request.method === "DELETE") return this.cancelSubscription(id, subId);
    }
    return problem(404, "No such endpoint");
  }

  private async createCustomer(request: Request): Promise<Response> {
    const body = (await request.json()) as { name?: string; email?: string };
    const customer = { id: randomId("cst"), name: body.name ?? "", email: body.email ?? "" };
    this.customers.set(customer.id, customer);
    return json({ resource: "customer", ...customer }, 201);
  }

  private async createPayment(request: Request): Promise<Response> {
    const body = (await request.json()) as Record<string, unknown>;
    const amount = body.amount as { currency?: string; value?: string } | undefined;
    if (!amount?.value || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== "EUR")
      return problem(422, "The amount is invalid");
    const customerId = String(body.customerId ?? "");
    if (!this.customers.has(customerId)) return problem(422, "The customer id is invalid");
    if (body.sequenceType !== "first")
      return problem(422, "Only first payments are created by the merchant here");
    const id = randomId("tr");
    const payment: FakePayment = {
      resource: "payment",
      id,
      status: "open",
      amount: { currency: "EUR", value: amount.value },
      description: String(body.description ?? ""),
      sequenceType: "first",
      method: null,
      customerId,
      mandateId: null,
      subscriptionId: null,
      redirectUrl: typeof body.redirectUrl === "string" ? body.redirectUrl : null,
      cancelUrl: typeof body.cancelUrl === "string" ? body.cancelUrl : null,
      webhookUrl: typeof body.webhookUrl === "string" ? body.webhookUrl : null,
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
      paidAt: null,
      _links: { checkout: { href: `${this.options.publicOrigin}/checkout/${id}`, type: "text/html" } },
    };
    this.payments.set(id, payment);
    return json(payment, 201);
  }

  private async createSubscription(request: Request, customerId: string): Promise<Response> {
    const key = request.headers.get("Idempotency-Key");
    const earlier = key ? this.idempotent.get(key) : undefined;
    if (earlier) return json(this.subscriptions.get(earlier), 201);
    const body = (await request.json()) as Record<string, unknown>;
    const mandateId = String(body.mandateId ?? "");
    const mandated = [...this.payments.values()].some(
      (p) => p.mandateId === mandateId && p.customerId === customerId,
    );
    if (!mandated) return problem(422, "The mandate is invalid");
    const subscription: FakeSubscription = {
      resource: "subscription",
      id: randomId("sub"),
      customerId,
      status: "active",
      amount: body.amount as FakeSubscription["amount"],
      interval: String(body.interval ?? ""),
      startDate: String(body.startDate ?? ""),
      description: String(body.description ?? ""),
      mandateId,
      webhookUrl: String(body.webhookUrl ?? ""),
      metadata: body.metadata ?? null,
    };
    this.subscriptions.set(subscription.id, subscription);
    if (key) this.idempotent.set(key, subscription.id);
    return json(subscription, 201);
  }

  private cancelSubscription(customerId: string, subscriptionId: string): Response {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription || subscription.customerId !== customerId)
      return problem(404, "No subscription exists");
    if (subscription.status === "canceled") return problem(422, "The subscription has been canceled");
    subscription.status = "canceled";
    return json(subscription);
  }

  /** Sets a payment's status as the bank would; a paid first payment gets its mandate. */
  setStatus(paymentId: string, status: FakeStatus, method = "ideal"): FakePayment {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`fake Mollie: no payment ${paymentId}`);
    payment.status = status;
    if (status !== "open") payment.method = payment.method ?? method;
    if (status === "paid") {
      payment.paidAt = new Date().toISOString();
      if (payment.sequenceType === "first") payment.mandateId = randomId("mdt");
    }
    if (status !== "open") payment._links.checkout = null;
    return payment;
  }

  /** Mollie charging a subscription: a recurring SEPA direct debit payment with `status`. */
  chargeRenewal(subscriptionId: string, status: FakeStatus = "paid"): FakePayment {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`fake Mollie: no subscription ${subscriptionId}`);
    const id = randomId("tr");
    const payment: FakePayment = {
      resource: "payment",
      id,
      status,
      amount: subscription.amount,
      description: subscription.description,
      sequenceType: "recurring",
      method: "directdebit",
      customerId: subscription.customerId,
      mandateId: subscription.mandateId,
      subscriptionId,
      redirectUrl: null,
      cancelUrl: null,
      webhookUrl: subscription.webhookUrl,
      metadata: subscription.metadata,
      createdAt: new Date().toISOString(),
      paidAt: status === "paid" ? new Date().toISOString() : null,
      _links: { checkout: null },
    };
    this.payments.set(id, payment);
    return payment;
  }

  /** The payment a checkout started most recently (what the browser is paying). */
  latestPayment(): FakePayment | undefined {
    return [...this.payments.values()].at(-1);
  }

  private toApp(url: string): string {
    if (!this.options.appOrigin) return url;
    const parsed = new URL(url);
    return `${this.options.appOrigin}${parsed.pathname}${parsed.search}`;
  }

  /** Tells the app a payment changed, as Mollie does: a form post with only the id. */
  async postWebhook(paymentId: string): Promise<number> {
    const payment = this.payments.get(paymentId);
    if (!payment?.webhookUrl) return 0;
    const response = await fetch(this.toApp(payment.webhookUrl), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: paymentId }).toString(),
    });
    await response.body?.cancel();
    return response.status;
  }

  /** Mollie's hosted checkout in test mode: pick the outcome, then back to the merchant. */
  private async checkout(request: Request, id: string): Promise<Response> {
    const payment = this.payments.get(id);
    if (!payment) return new Response("No such payment", { status: 404 });
    if (request.method === "POST") {
      const form = new URLSearchParams(await request.text());
      const status = form.get("status") as FakeStatus;
      if (!OUTCOMES.includes(status)) return new Response("Bad status", { status: 400 });
      this.setStatus(id, status);
      await this.postWebhook(id).catch(() => 0);
      const back = status === "canceled" && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
      return new Response(null, { status: 303, headers: { Location: this.toApp(back ?? "/") } });
    }
    const buttons = OUTCOMES.map(
      (status) =>
        `<button name="status" value="${status}">${status[0]?.toUpperCase()}${status.slice(1)}</button>`,
    ).join(" ");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><h1>Test checkout (fake Mollie)</h1><p>${escapeHtml(payment.description)}: € ${escapeHtml(payment.amount.value)}</p>
<p>Method: iDEAL</p><form method="post">${buttons}</form></body></html>`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
}
