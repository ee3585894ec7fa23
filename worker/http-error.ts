import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error body shape of the API: `{ "error": { "code", "message" } }`. */
export interface ErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Thrown by handlers for expected failures; the app's error handler turns it into ErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
