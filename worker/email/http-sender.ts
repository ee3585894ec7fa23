import type { EmailMessage, Mailer } from "./mailer";

/**
 * Production delivery through Resend's HTTP API (docs/decisions/014). The key is a secret
 * (`wrangler secret put EMAIL_API_KEY`); the sender address must be on a domain verified there.
 */
export const EMAIL_API_URL = "https://api.resend.com/emails";

export function createHttpSender(apiKey: string, from: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    deferred: true,
    async send(message: EmailMessage) {
      const response = await fetcher(EMAIL_API_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: `Factuurkit <${from}>`,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
        }),
      });
      if (!response.ok) {
        // Logged without the recipient or the body: both carry personal data or a token.
        console.error("E-mail delivery failed", { status: response.status });
        await response.body?.cancel();
        return;
      }
      await response.body?.cancel();
    },
  };
}
