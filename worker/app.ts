import { Hono } from "hono";
import type { AppEnv } from "./env";
import { errorBody } from "./http-error";
import { csrfProtection } from "./middleware/csrf";
import { handleError } from "./middleware/error-handler";
import { legacyRedirects } from "./middleware/legacy-redirects";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { bankStatementRoutes } from "./routes/bank-statements";
import { companyRoutes } from "./routes/company";
import { dashboardRoutes } from "./routes/dashboard";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { inboundAddressRoutes } from "./routes/inbound-address";
import { invoiceRoutes } from "./routes/invoices";
import { issuedInvoiceRoutes } from "./routes/issued-invoices";
import { leadRoutes } from "./routes/leads";
import { seoRoutes } from "./routes/seo";
import { supplierProfileRoutes } from "./routes/supplier-profiles";

/** Builds the whole app; tests build the same one. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.use("*", legacyRedirects());
  // Every state-changing API call, on every route group present and future (SECURITY.md).
  app.use("/api/*", csrfProtection());

  app.route("/api/health", healthRoutes);
  app.route("/api/auth", authRoutes);
  app.route("/api/dev/outbox", devOutboxRoutes);
  app.route("/api/company", companyRoutes);
  app.route("/api/feedback", feedbackRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/leads", leadRoutes);
  app.route("/api/invoices", invoiceRoutes);
  app.route("/api/issued-invoices", issuedInvoiceRoutes);
  app.route("/api/inbound-address", inboundAddressRoutes);
  app.route("/api/bank-statements", bankStatementRoutes);
  app.route("/api/dashboard", dashboardRoutes);
  app.route("/api/supplier-profiles", supplierProfileRoutes);

  app.route("/", seoRoutes);

  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
  // Anything else reaching the Worker is a static asset or an SPA route.
  app.all("*", async (c) => {
    if (c.env.ASSETS) return c.env.ASSETS.fetch(c.req.raw);
    return c.json(errorBody("not_found", "Not found."), 404);
  });

  app.onError(handleError);
  return app;
}
