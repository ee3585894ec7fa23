import type { Hono } from "hono";
import { createApp } from "./app";
import { handleInboundEmail } from "./email-inbound/handle-inbound-email";
import type { AppBindings, AppEnv } from "./env";

// Built on the first request, when APP_ENV is known: dev-only routes exist only in development.
let built: { appEnv: string; app: Hono<AppEnv> } | null = null;

function appFor(appEnv: string): Hono<AppEnv> {
  if (built?.appEnv !== appEnv) built = { appEnv, app: createApp(appEnv) };
  return built.app;
}

export default {
  fetch(request, env, ctx): Response | Promise<Response> {
    return appFor(env.APP_ENV).fetch(request, env, ctx);
  },
  // Cloudflare Email Routing delivers messages to `inbox+<token>@<INBOUND_EMAIL_DOMAIN>` here (issue 7).
  async email(message, env): Promise<void> {
    await handleInboundEmail(message, env);
  },
} satisfies ExportedHandler<AppBindings>;
