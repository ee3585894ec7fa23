import type { AppConfig } from "../env";
import { createDevOutbox } from "./dev-outbox";
import { createHttpSender } from "./http-sender";
import type { Mailer } from "./mailer";

/** Production sends for real; development and test write to the dev outbox. */
export function createMailer(config: AppConfig, kv: KVNamespace): Mailer {
  if (config.APP_ENV === "production" && config.EMAIL_API_KEY) {
    return createHttpSender(config.EMAIL_API_KEY, config.EMAIL_FROM);
  }
  return createDevOutbox(kv);
}
