/**
 * The API's JSON errors in the request's language: this middleware words a known English message in
 * the caller's language (core/i18n/api-errors.ts), so no route needs to know about languages.
 */
import type { MiddlewareHandler } from "hono";
import { translateErrorMessage } from "../../core/i18n/api-errors";
import type { ErrorBody } from "../http-error";
import { readRequestLanguage } from "./request-language";
// Registers the Dutch catalogue in the Worker.
import "./messages";

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string";
}

/** Rewrites the message of every JSON error response when the request's language is not English. */
export function translateErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !c.res.headers.get("Content-Type")?.includes("application/json")) return;
    const language = readRequestLanguage(c);
    if (language === "en") return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => null);
    if (!isErrorBody(body)) return;
    const message = translateErrorMessage(body.error.message, language);
    if (message === body.error.message) return;
    const headers = new Headers(c.res.headers);
    headers.delete("Content-Length");
    c.res = new Response(JSON.stringify({ ...body, error: { ...body.error, message } }), {
      status: c.res.status,
      headers,
    });
  };
}
