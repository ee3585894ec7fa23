import { exports } from "cloudflare:workers";

export const BASE = "https://factuurkit.test";

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/** A distinct client address per caller, so one test's rate limits do not leak into another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Calls the Worker like a same-origin browser: Origin, JSON content type, CF-Connecting-IP. */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Origin: BASE,
    "CF-Connecting-IP": options.ip ?? "203.0.113.1",
    ...(options.json !== undefined ? { "Content-Type": "application/json" } : {}),
    ...(options.cookie ? { Cookie: options.cookie } : {}),
    ...options.headers,
  };
  const init: RequestInit = {
    method: options.method ?? (options.json !== undefined ? "POST" : "GET"),
    headers,
  };
  if (options.json !== undefined) init.body = JSON.stringify(options.json);
  if (options.body !== undefined) init.body = options.body;
  return exports.default.fetch(new Request(`${BASE}${path}`, { ...init, redirect: "manual" }));
}

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

export function parseSetCookies(response: Response): ParsedCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = "", ...rest] = line.split(";").map((part) => part.trim());
    const index = pair.indexOf("=");
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const at = attribute.indexOf("=");
      if (at === -1) attributes.set(attribute.toLowerCase(), "");
      else attributes.set(attribute.slice(0, at).toLowerCase(), attribute.slice(at + 1));
    }
    return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes };
  });
}

/** `name=value` for a Cookie header, from the Set-Cookie of a response (null when not set). */
export function cookieFrom(response: Response, name: string): string | null {
  const cookie = parseSetCookies(response).find((candidate) => candidate.name === name);
  return cookie && cookie.value !== "" ? `${cookie.name}=${cookie.value}` : null;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function readOutbox(to: string): Promise<OutboxMessage[]> {
  const response = await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/** The path (with query) of the newest link to `pathPrefix` mailed to `to`. */
export async function latestLink(to: string, pathPrefix: string): Promise<string> {
  const [message] = await readOutbox(to);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`${BASE.replaceAll(".", "\\.")}(${pathPrefix}\\?token=[a-z2-7]+)`).exec(
    message.text,
  );
  if (!match?.[1]) throw new Error(`no ${pathPrefix} link in mail to ${to}`);
  return match[1];
}

export const STRONG_PASSWORD = "Correct-Horse-9!";

let emailCounter = 0;
export function uniqueEmail(label: string): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Registers through the real endpoint and follows the verification link from the outbox. */
export async function createVerifiedUser(
  email = uniqueEmail("user"),
  password = STRONG_PASSWORD,
  name = "Test User",
): Promise<{ email: string; password: string }> {
  const registered = await call("/api/auth/register", { json: { name, email, password }, ip: nextIp() });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const verified = await call(await latestLink(email, "/api/auth/verify"));
  if (verified.headers.get("Location") !== "/login?verified=true") throw new Error("verify failed");
  return { email, password };
}

/** Signs in and returns the Cookie header value of the new session. */
export async function signIn(email: string, password: string, ip = nextIp()): Promise<string> {
  const response = await call("/api/auth/login", { json: { email, password }, ip });
  const cookie = cookieFrom(response, "__Host-session");
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

export async function readSession(cookie: string): Promise<unknown> {
  const response = await call("/api/auth/session", { cookie });
  return ((await response.json()) as { session: unknown }).session;
}
