import type { Context } from "hono";
import { createMailer } from "../email/create-mailer";
import type { EmailMessage } from "../email/mailer";
import { readConfig } from "../env";
import type { SessionEnv } from "../middleware/session";

/**
 * Hands a message to the configured mailer. Slow (production) delivery runs after the response,
 * so whether a mail was sent does not show in the response time (reset and resend must answer
 * alike for known and unknown addresses).
 */
export async function sendEmail(c: Context<SessionEnv>, message: EmailMessage): Promise<void> {
  const mailer = createMailer(readConfig(c.env), c.env.KV);
  const delivery = mailer.send(message).catch((error: unknown) => {
    console.error("E-mail delivery failed", { error: String(error) });
  });
  if (mailer.deferred) c.executionCtx.waitUntil(delivery);
  else await delivery;
}

/**
 * The origin of links in e-mails: APP_ORIGIN, except in development, where the dev server may run on
 * any free port (npm run dev takes the next one) and links must lead back to it.
 */
export function linkOrigin(c: Context<SessionEnv>): string {
  const config = readConfig(c.env);
  return config.APP_ENV === "development" ? new URL(c.req.url).origin : config.APP_ORIGIN;
}
