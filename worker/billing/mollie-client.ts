import { z } from "zod";
import type { MollieConfig } from "../env";

/** The statuses Mollie gives a payment; only `paid` grants anything. */
export const PAYMENT_STATUSES = [
  "open",
  "pending",
  "authorized",
  "paid",
  "canceled",
  "expired",
  "failed",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const amount = z.object({ value: z.string(), currency: z.string() });

/** The fields of a Mollie payment we read; anything else in Mollie's answer is ignored. */
const molliePayment = z.object({
  id: z.string().regex(/^tr_\w+$/),
  status: z.enum(PAYMENT_STATUSES),
  amount,
  sequenceType: z.enum(["oneoff", "first", "recurring"]).optional(),
  method: z.string().nullish(),
  customerId: z.string().nullish(),
  mandateId: z.string().nullish(),
  subscriptionId: z.string().nullish(),
  paidAt: z.string().nullish(),
  metadata: z.unknown().optional(),
  _links: z
    .object({ checkout: z.object({ href: z.url() }).nullish() })
    .partial()
    .optional(),
});
export type MolliePayment = z.infer<typeof molliePayment>;

const mollieCustomer = z.object({ id: z.string().regex(/^cst_\w+$/) });
const mollieSubscription = z.object({ id: z.string().regex(/^sub_\w+$/), status: z.string() });

export class MollieError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MollieError";
  }
}

export interface Money {
  readonly currency: "EUR";
  readonly value: string;
}

export interface NewFirstPayment {
  readonly amount: Money;
  readonly description: string;
  readonly customerId: string;
  readonly redirectUrl: string;
  readonly cancelUrl: string;
  readonly webhookUrl: string;
  readonly metadata: Record<string, string>;
}

export interface NewSubscription {
  readonly amount: Money;
  readonly interval: string;
  readonly startDate: string;
  readonly description: string;
  readonly mandateId: string;
  readonly webhookUrl: string;
  readonly metadata: Record<string, string>;
}

/** The Mollie endpoints we call (Payments, Customers, Subscriptions), and nothing else. */
export interface MollieClient {
  createCustomer(input: { name: string; email: string; metadata: Record<string, string> }): Promise<string>;
  createFirstPayment(input: NewFirstPayment): Promise<MolliePayment>;
  getPayment(id: string): Promise<MolliePayment | null>;
  createSubscription(customerId: string, input: NewSubscription, idempotencyKey: string): Promise<string>;
  cancelSubscription(customerId: string, subscriptionId: string): Promise<void>;
}

export function createMollieClient(config: MollieConfig): MollieClient {
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${config.MOLLIE_API_BASE}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.MOLLIE_API_KEY}`,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response;
  }
  async function json(response: Response, what: string): Promise<unknown> {
    if (!response.ok) {
      // Mollie's error text may echo request fields; only the status goes into our logs.
      await response.body?.cancel();
      throw new MollieError(response.status, `Mollie ${what} failed with HTTP ${response.status}`);
    }
    return response.json();
  }
  return {
    async createCustomer(input) {
      return mollieCustomer.parse(await json(await call("POST", "/customers", input), "customer")).id;
    },
    async createFirstPayment(input) {
      const body = { ...input, sequenceType: "first", method: ["ideal", "creditcard"] };
      return molliePayment.parse(await json(await call("POST", "/payments", body), "payment"));
    },
    async getPayment(id) {
      const response = await call("GET", `/payments/${encodeURIComponent(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return molliePayment.parse(await json(response, "payment lookup"));
    },
    async createSubscription(customerId, input, idempotencyKey) {
      const path = `/customers/${encodeURIComponent(customerId)}/subscriptions`;
      const response = await call("POST", path, input, { "Idempotency-Key": idempotencyKey });
      return mollieSubscription.parse(await json(response, "subscription")).id;
    },
    async cancelSubscription(customerId, subscriptionId) {
      const path = `/customers/${encodeURIComponent(customerId)}/subscriptions/${encodeURIComponent(subscriptionId)}`;
      const response = await call("DELETE", path);
      // Already cancelled or gone: the outcome we want.
      if (response.status === 404 || response.status === 410 || response.status === 422) {
        await response.body?.cancel();
        return;
      }
      await json(response, "subscription cancel");
    },
  };
}
