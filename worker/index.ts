import { createApp } from "./app";
import type { AppBindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<AppBindings>;
