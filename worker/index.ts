import { createApp } from "./app";
import { handleInboundEmail } from "./email-inbound/handle-inbound-email";
import type { AppBindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  // Cloudflare Email Routing delivers messages to `inbox+<token>@<INBOUND_EMAIL_DOMAIN>` here (issue 7).
  async email(message, env): Promise<void> {
    await handleInboundEmail(message, env);
  },
} satisfies ExportedHandler<AppBindings>;
