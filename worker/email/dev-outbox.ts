import type { EmailMessage, Mailer } from "./mailer";

/**
 * Development and test only: mail is "delivered" to KV under `dev-outbox:` and listed by
 * GET /api/dev/outbox, so people running locally and the e2e tests can open the links. The keys sort
 * newest first. This stands in for the recipient's mailbox, which is why it holds raw links.
 */
const PREFIX = "dev-outbox:";
const KEEP_SECONDS = 24 * 60 * 60;
const NEWEST_FIRST_BASE = 10 ** 15;

export interface StoredEmail extends EmailMessage {
  id: string;
  sentAt: number;
}

export function createDevOutbox(kv: KVNamespace, now: () => number = Date.now): Mailer {
  return {
    deferred: false,
    async send(message) {
      const sentAt = now();
      const id = crypto.randomUUID();
      const order = String(NEWEST_FIRST_BASE - sentAt).padStart(16, "0");
      const stored: StoredEmail = { ...message, id, sentAt };
      await kv.put(`${PREFIX}${order}:${id}`, JSON.stringify(stored), { expirationTtl: KEEP_SECONDS });
    },
  };
}

/** The newest messages first, optionally only those to one address. */
export async function listDevOutbox(
  kv: KVNamespace,
  to: string | null,
  limit: number,
): Promise<StoredEmail[]> {
  const page = await kv.list({ prefix: PREFIX, limit: 1000 });
  const messages: StoredEmail[] = [];
  for (const key of page.keys) {
    if (messages.length >= limit) break;
    const message = await kv.get<StoredEmail>(key.name, "json");
    if (message && (to === null || message.to === to)) messages.push(message);
  }
  return messages;
}
