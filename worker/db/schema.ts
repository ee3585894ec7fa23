// The drizzle schema: one file per area, gathered here for drizzle-kit and the queries. Area files
// import each other directly (never this file), so the barrel never imports itself.

export * from "./schema-bank";
export * from "./schema-bank-mappings";
export * from "./schema-billing";
export * from "./schema-company";
export * from "./schema-inbound";
export * from "./schema-invoices";
export * from "./schema-issued-invoices";
export * from "./schema-leads";
export * from "./schema-peppol";
export * from "./schema-reconcile";
export * from "./schema-supplier-profiles";
export * from "./schema-users";
