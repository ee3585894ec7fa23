import type { Database } from "../db/client";

/** Where received invoices live: their rows in D1 and their files in R2. */
export interface InvoiceStorage {
  readonly db: Database;
  readonly files: R2Bucket;
}
