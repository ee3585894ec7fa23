import { z } from "zod";

/** Bindings and variables the Worker receives (wrangler.toml; secrets via `wrangler secret put`). */
export interface AppBindings {
  DB: D1Database;
  KV: KVNamespace;
  FILES: R2Bucket;
  ASSETS?: Fetcher;
  APP_ENV: string;
  APP_ORIGIN: string;
  SUPPORT_EMAIL: string;
  /** Sender address of account e-mails. */
  EMAIL_FROM?: string;
  /** Secret: API key of the HTTP e-mail service (production only; see docs/decisions/014). */
  EMAIL_API_KEY?: string;
  /** Public OAuth client id of the Google Cloud project. */
  GOOGLE_CLIENT_ID?: string;
  /** Secret: OAuth client secret of the Google Cloud project. */
  GOOGLE_CLIENT_SECRET?: string;
  /** Domain of the personal inbound addresses `inbox+<token>@<domain>` (issue 7). */
  INBOUND_EMAIL_DOMAIN?: string;
  /** Messages one inbound address may receive per hour; further ones are refused. */
  INBOUND_EMAILS_PER_HOUR?: string;
  /** Secret: Mollie API key (live_… or test_…); without it checkout is "not configured" (issue 21). */
  MOLLIE_API_KEY?: string;
  /** Mollie's API root; tests point it at the fake Mollie (tests/support/fake-mollie.ts). */
  MOLLIE_API_BASE?: string;
  /** VIES's REST API root; empty: every VAT check says "could not be checked now" (docs/decisions/250). */
  VIES_API_BASE?: string;
  /** How long the Worker waits for VIES before it says "could not be checked now" (default 5000). */
  VIES_TIMEOUT_MS?: string;
  /** The Peppol access point provider's REST API root; empty: Peppol is "not configured" (docs/decisions/280). */
  PEPPOL_API_BASE?: string;
  /** Secret: the access point provider's API key (Bearer). */
  PEPPOL_API_KEY?: string;
  /** How long the Worker waits for the access point before it says "not reachable right now" (default 10000). */
  PEPPOL_TIMEOUT_MS?: string;
  /** Secret: shared with the Peppol access point, which signs each inbound webhook with it (ADR 283). */
  PEPPOL_WEBHOOK_SECRET?: string;
}

const configSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]),
    APP_ORIGIN: z.url(),
    SUPPORT_EMAIL: z.email(),
    EMAIL_FROM: z.email(),
    EMAIL_API_KEY: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .refine((config) => config.APP_ENV !== "production" || config.EMAIL_API_KEY !== undefined, {
    message: "EMAIL_API_KEY is required in production",
    path: ["EMAIL_API_KEY"],
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Validated configuration; the only place that reads raw variables. Throws on a misconfiguration. */
export function readConfig(env: AppBindings): AppConfig {
  return configSchema.parse({
    APP_ENV: env.APP_ENV,
    APP_ORIGIN: env.APP_ORIGIN,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
    EMAIL_FROM: env.EMAIL_FROM || env.SUPPORT_EMAIL,
    EMAIL_API_KEY: env.EMAIL_API_KEY || undefined,
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID || undefined,
    GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET || undefined,
  });
}

export interface AppEnv {
  Bindings: AppBindings;
}

const inboundSchema = z.object({
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "a host name"),
  INBOUND_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(10_000),
});

export type InboundConfig = z.infer<typeof inboundSchema>;

/** Inbound e-mail settings (docs/decisions/084). Throws on a misconfiguration. */
export function readInboundConfig(env: AppBindings): InboundConfig {
  return inboundSchema.parse({
    INBOUND_EMAIL_DOMAIN: env.INBOUND_EMAIL_DOMAIN,
    INBOUND_EMAILS_PER_HOUR: env.INBOUND_EMAILS_PER_HOUR ?? "30",
  });
}

const mollieSchema = z.object({
  MOLLIE_API_KEY: z.string().regex(/^(live|test)_\w{10,}$/, "a Mollie API key"),
  MOLLIE_API_BASE: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
});

export type MollieConfig = z.infer<typeof mollieSchema>;

/** Mollie settings (docs/decisions/171), or null when no key is set: checkout is then unavailable. */
export function readMollieConfig(env: AppBindings): MollieConfig | null {
  if (!env.MOLLIE_API_KEY) return null;
  const config = mollieSchema.parse({
    MOLLIE_API_KEY: env.MOLLIE_API_KEY,
    MOLLIE_API_BASE: env.MOLLIE_API_BASE || "https://api.mollie.com/v2",
  });
  if (env.APP_ENV === "production" && !config.MOLLIE_API_BASE.startsWith("https://"))
    throw new Error("MOLLIE_API_BASE must be https in production");
  return config;
}

const viesSchema = z.object({
  VIES_API_BASE: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000),
});

export type ViesConfig = z.infer<typeof viesSchema>;

/** VIES settings (docs/decisions/250), or null when no base is set: checks then say "could not be checked now". */
export function readViesConfig(env: AppBindings): ViesConfig | null {
  if (!env.VIES_API_BASE) return null;
  const config = viesSchema.parse({
    VIES_API_BASE: env.VIES_API_BASE,
    VIES_TIMEOUT_MS: env.VIES_TIMEOUT_MS || "5000",
  });
  if (env.APP_ENV === "production" && !config.VIES_API_BASE.startsWith("https://"))
    throw new Error("VIES_API_BASE must be https in production");
  return config;
}

const peppolSchema = z.object({
  PEPPOL_API_BASE: z.url().refine((url) => !url.endsWith("/"), "no trailing slash"),
  PEPPOL_API_KEY: z.string().min(1),
  PEPPOL_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000),
});

export type PeppolConfig = z.infer<typeof peppolSchema>;

/** The access point provider (docs/decisions/280), or null when base or key is unset: Peppol is then off. */
export function readPeppolConfig(env: AppBindings): PeppolConfig | null {
  if (!env.PEPPOL_API_BASE || !env.PEPPOL_API_KEY) return null;
  const config = peppolSchema.parse({
    PEPPOL_API_BASE: env.PEPPOL_API_BASE,
    PEPPOL_API_KEY: env.PEPPOL_API_KEY,
    PEPPOL_TIMEOUT_MS: env.PEPPOL_TIMEOUT_MS || "10000",
  });
  if (env.APP_ENV === "production" && !config.PEPPOL_API_BASE.startsWith("https://"))
    throw new Error("PEPPOL_API_BASE must be https in production");
  return config;
}

/** The inbound Peppol webhook's secret (ADR 283), or null when unset: Peppol receiving is then off. */
export function readPeppolWebhookSecret(env: AppBindings): string | null {
  const secret = env.PEPPOL_WEBHOOK_SECRET?.trim() ?? "";
  if (secret === "") return null;
  if (env.APP_ENV === "production" && secret.length < 32)
    throw new Error("PEPPOL_WEBHOOK_SECRET must be at least 32 characters in production");
  return secret;
}
