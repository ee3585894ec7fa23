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
}

const configSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]),
  APP_ORIGIN: z.url(),
  SUPPORT_EMAIL: z.email(),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Validated configuration; the only place that reads raw variables. Throws on a misconfiguration. */
export function readConfig(env: AppBindings): AppConfig {
  return configSchema.parse({
    APP_ENV: env.APP_ENV,
    APP_ORIGIN: env.APP_ORIGIN,
    SUPPORT_EMAIL: env.SUPPORT_EMAIL,
  });
}

export interface AppEnv {
  Bindings: AppBindings;
}
