import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** JSON of wrangler.toml's top-level vars, as `wrangler deploy` publishes them. */
      DEPLOY_VARS: string;
    }
  }
}
