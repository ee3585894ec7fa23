import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts with a fresh D1 that has the real migrations applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
