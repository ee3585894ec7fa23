import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../worker/env";
import { ApiError } from "../../worker/http-error";
import { handleError } from "../../worker/middleware/error-handler";
import { securityHeaders } from "../../worker/middleware/security-headers";

afterEach(() => vi.restoreAllMocks());

function appThrowing(error: unknown): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.get("/api/fail", () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

describe("the error handler", () => {
  it("answers an unexpected exception with a generic JSON 500, logged, without message or stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await appThrowing(new Error("password hunter2 at /src/secret.ts:12")).request(
      "/api/fail",
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal_error", message: "Something went wrong on our side. Please try again." },
    });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("secret.ts");
    expect(log).toHaveBeenCalledOnce();
  });

  it("maps an ApiError to its own status, code and message", async () => {
    const response = await appThrowing(new ApiError(409, "conflict", "That already exists.")).request(
      "/api/fail",
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", message: "That already exists." } });
  });

  it("keeps the status of a client HTTPException but not its text", async () => {
    const response = await appThrowing(new HTTPException(413, { message: "internal detail" })).request(
      "/api/fail",
    );
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).not.toContain("internal detail");
    expect(JSON.parse(text)).toEqual({
      error: { code: "bad_request", message: "The request could not be processed." },
    });
  });
});
