import type { EverydayLayout } from "./page";
import { PRODUCT_BILLING_LAYOUTS } from "./products-billing";
import { PRODUCT_EUROPE_LAYOUTS } from "./products-europe";

/**
 * The product-style everyday set (ADR 316): whole invoices in the styles of billing, bookkeeping and
 * webshop products, split in halves by `halfOf(name)`; failures are studied on half A only.
 */
export const PRODUCT_LAYOUTS: readonly EverydayLayout[] = [
  ...PRODUCT_BILLING_LAYOUTS,
  ...PRODUCT_EUROPE_LAYOUTS,
];
