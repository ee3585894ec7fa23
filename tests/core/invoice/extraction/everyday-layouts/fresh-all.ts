import { FRESH_EUROPE_LAYOUTS } from "./fresh-europe";
import { FRESH_MORE_LAYOUTS } from "./fresh-more";
import { FRESH_SAAS_LAYOUTS } from "./fresh-saas";
import { FRESH_SHOP_UTILITY_LAYOUTS } from "./fresh-shops-utilities";
import { FRESH_TRADE_LAYOUTS } from "./fresh-trades";
import type { EverydayLayout } from "./page";

/**
 * The fresh everyday set (ADR 304): whole invoices written before their authors read the extraction
 * rules, split in halves by `halfOf(name)`; failures are studied on half A only.
 */
export const FRESH_LAYOUTS: readonly EverydayLayout[] = [
  ...FRESH_SAAS_LAYOUTS,
  ...FRESH_SHOP_UTILITY_LAYOUTS,
  ...FRESH_TRADE_LAYOUTS,
  ...FRESH_EUROPE_LAYOUTS,
  ...FRESH_MORE_LAYOUTS,
];
