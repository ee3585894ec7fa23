import { Hono } from "hono";
import type { AppEnv } from "./env";
import { errorBody } from "./http-error";
import { translateErrors } from "./i18n/translate-errors";
import { apiBodyLimit } from "./middleware/body-limit";
import { csrfProtection } from "./middleware/csrf";
import { drainUnreadBody } from "./middleware/drain-unread-body";
import { handleError } from "./middleware/error-handler";
import { legacyRedirects } from "./middleware/legacy-redirects";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./routes/account";
import { authRoutes } from "./routes/auth";
import { bankCsvMappingRoutes } from "./routes/bank-csv-mappings";
import { bankStatementRoutes } from "./routes/bank-statements";
import { billingRoutes } from "./routes/billing";
import { companyRoutes } from "./routes/company";
import { dashboardRoutes } from "./routes/dashboard";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { inboundAddressRoutes } from "./routes/inbound-address";
import { invoiceRoutes } from "./routes/invoices";
import { issuedInvoicePeppolRoutes } from "./routes/issued-invoice-peppol";
import { issuedInvoiceRoutes } from "./routes/issued-invoices";
import { leadRoutes } from "./routes/leads";
import { mollieWebhookRoutes } from "./routes/mollie-webhook";
import { peppolInboundRoutes } from "./routes/peppol-inbound";
import { peppolLookupRoutes } from "./routes/peppol-lookup";
import { peppolRegistrationRoutes } from "./routes/peppol-registration";
import { prerenderedPageRoutes } from "./routes/prerendered-pages";
import { reconciliationRoutes } from "./routes/reconciliation";
import { salesAnalyticsRoutes } from "./routes/sales-analytics";
import { seoRoutes } from "./routes/seo";
import { supplierProfileRoutes } from "./routes/supplier-profiles";
import { vatCheckRoutes } from "./routes/vat-check";

/** Routes that exist only for local work and tests: never mounted in production. */
export const DEV_ONLY_ROUTES = ["/api/dev/outbox"] as const;

/** Dev-only routes are mounted when APP_ENV says development (or test), and nowhere else. */
export function mountsDevRoutes(appEnv: string): boolean {
  return appEnv === "development" || appEnv === "test";
}

/** Builds the whole app for the given APP_ENV; tests build the same one. */
export function createApp(appEnv: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  app.use("*", legacyRedirects());
  // Outermost on the API: words every JSON error in the request's language (ADR 182).
  app.use("/api/*", translateErrors());
  // Local runners fail an exchange whose body the Worker left unread: drain it (outside production).
  app.use("/api/*", drainUnreadBody());
  // Every state-changing API call, on every route group present and future (SECURITY.md).
  app.use("/api/*", csrfProtection());
  // Before any route reads a body: every endpoint's declared limit, 413 JSON beyond it (issue 14).
  app.use("/api/*", apiBodyLimit());

  app.route("/api/health", healthRoutes);
  app.route("/api/auth", authRoutes);
  if (mountsDevRoutes(appEnv)) app.route("/api/dev/outbox", devOutboxRoutes);
  app.route("/api/company", companyRoutes);
  app.route("/api/feedback", feedbackRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/leads", leadRoutes);
  app.route("/api/invoices", invoiceRoutes);
  app.route("/api/issued-invoices", issuedInvoicePeppolRoutes);
  app.route("/api/issued-invoices", issuedInvoiceRoutes);
  app.route("/api/peppol/registration", peppolRegistrationRoutes);
  app.route("/api/peppol/lookup", peppolLookupRoutes);
  app.route("/api/inbound-address", inboundAddressRoutes);
  app.route("/api/bank-statements/csv-mappings", bankCsvMappingRoutes);
  app.route("/api/bank-statements", bankStatementRoutes);
  app.route("/api/dashboard", dashboardRoutes);
  app.route("/api/reconciliation", reconciliationRoutes);
  app.route("/api/sales-analytics", salesAnalyticsRoutes);
  app.route("/api/billing", billingRoutes);
  app.route("/api/mollie/webhook", mollieWebhookRoutes);
  app.route("/api/peppol/inbound", peppolInboundRoutes);
  app.route("/api/supplier-profiles", supplierProfileRoutes);
  app.route("/api/vat-check", vatCheckRoutes);

  app.route("/", seoRoutes);
  app.route("/", prerenderedPageRoutes);

  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
  // Anything else reaching the Worker is a static asset or an SPA route.
  app.all("*", async (c) => {
    if (c.env.ASSETS) return c.env.ASSETS.fetch(c.req.raw);
    return c.json(errorBody("not_found", "Not found."), 404);
  });

  app.onError(handleError);
  return app;
}
