import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import { ApiError, errorBody } from "../http-error";

/** One place that turns exceptions into the API's error shape; never leaks a message or stack. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(errorBody("bad_request", "The request could not be processed."), error.status);
  }
  console.error("Unhandled error", {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    error: String(error),
  });
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
};
