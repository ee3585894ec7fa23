/**
 * The API's JSON errors in the request's language. Handlers write English (SPEC's wording, which
 * tests assert); this middleware words a known English message in the caller's language, so no
 * route needs to know about languages. A message without a catalogue entry stays English.
 * Why by text and not by code: one code (`not_found`, `invalid_request`) carries many messages
 * (docs/decisions/182).
 */
import type { MiddlewareHandler } from "hono";
import type { Language } from "../../core/i18n/language";
import type { MessageOptions } from "../../core/i18n/translate";
import type { ErrorBody } from "../http-error";
import { m } from "./messages";
import { readRequestLanguage } from "./request-language";

type FixedMessage = (inputs?: Record<string, never>, options?: MessageOptions) => string;

const PREFIX = "error_api_";

/** A message's English text; null for a message with inputs (those go by pattern below). */
function readEnglish(message: FixedMessage): string | null {
  try {
    return message(undefined, { locale: "en" });
  } catch {
    return null;
  }
}

/** Every catalogue message of the API without inputs, by its English text. */
function indexFixedMessages(): ReadonlyMap<string, FixedMessage> {
  const index = new Map<string, FixedMessage>();
  for (const [key, message] of Object.entries(m)) {
    if (!key.startsWith(PREFIX)) continue;
    const english = readEnglish(message as FixedMessage);
    if (english !== null) index.set(english, message as FixedMessage);
  }
  return index;
}

/** Messages with a value in them: the English shape, and the message that words it elsewhere. */
const PATTERNS: readonly {
  readonly pattern: RegExp;
  readonly render: (match: RegExpExecArray, locale: Language) => string;
}[] = [
  {
    pattern: /^Invoice number (.+) is already in use\. Set the next invoice number in your settings\.$/,
    render: (match, locale) => m.error_api_number_taken({ number: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^The file is larger than (\d+) MB, the most a saved bank statement file may be\.$/,
    render: (match, locale) => m.error_api_bank_file_too_large({ size: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^Upload at most (\d+) files at a time\.$/,
    render: (match, locale) => m.error_api_too_many_files({ max: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^Your (.+) plan is already active\.$/,
    render: (match, locale) => m.error_api_plan_active({ plan: match[1] ?? "" }, { locale }),
  },
];

let fixed: ReadonlyMap<string, FixedMessage> | null = null;

/** An English API error message in another language; the English itself when none is known. */
export function translateErrorMessage(english: string, language: Language): string {
  if (language === "en") return english;
  fixed ??= indexFixedMessages();
  const message = fixed.get(english);
  if (message) return message(undefined, { locale: language });
  for (const { pattern, render } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return render(match, language);
  }
  return english;
}

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
