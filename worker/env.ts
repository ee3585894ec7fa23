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
