import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEV_ONLY_ROUTES } from "../../worker/app";
import type { AppBindings } from "../../worker/env";
import worker from "../../worker/index";

const deployVars = JSON.parse(env.DEPLOY_VARS) as Record<string, string>;

/** The Worker entry exactly as deployed: wrangler.toml's own vars, plus the secrets the README sets. */
async function fetchDeployed(path: string, init: RequestInit = {}): Promise<Response> {
  const deployedEnv: AppBindings = {
    ...env,
    ...deployVars,
    EMAIL_API_KEY: "re_deploy_test_key",
    GOOGLE_CLIENT_SECRET: "secret",
  } as AppBindings;
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`https://factuurkit.nl${path}`, init) as Request<unknown, IncomingRequestCfProperties>,
    deployedEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the deployed configuration (wrangler.toml without .dev.vars)", () => {
  it("is production", () => {
    expect(deployVars.APP_ENV).toBe("production");
    expect(deployVars.APP_ORIGIN).toMatch(/^https:\/\//);
  });

  it("answers 404 on every dev-only route, whatever the method or query", async () => {
    for (const route of DEV_ONLY_ROUTES) {
      for (const path of [route, `${route}/`, `${route}?to=someone%40example.com`]) {
        const response = await fetchDeployed(path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: "not_found", message: "No such API endpoint." },
        });
      }
      const posted = await fetchDeployed(route, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
        body: "{}",
      });
      expect(posted.status).toBe(404);
    }
    // The same app still serves its real API.
    expect((await fetchDeployed("/api/health")).status).toBe(200);
  });

  it("the test environment (like development) does mount them", async () => {
    for (const route of DEV_ONLY_ROUTES) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`https://factuurkit.test${route}`) as Request<unknown, IncomingRequestCfProperties>,
        env as unknown as AppBindings,
        ctx,
      );
      expect(response.status, route).toBe(200);
    }
  });
});
