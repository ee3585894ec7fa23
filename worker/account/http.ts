import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError, errorBody } from "../http-error";

/** `Cache-Control: no-store` on every answer of an account route, signed in or not (SECURITY.md). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  };
}

/** 413 in the API's error shape once a body passes `maxSize` bytes. */
export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
  });
}

/** The request body as JSON, or 400 for anything that is not. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}
