/**
 * The files whose every user-visible string comes from the message catalogue. Grows as areas are
 * translated (docs/i18n.md); tests/core/i18n/literal-strings.test.ts and `npm run i18n:check` hold it.
 */
export const TRANSLATED_AREAS: readonly string[] = [
  "client/components/shell",
  "client/components/ui/spinner.tsx",
  "client/features/auth",
  "client/features/account",
  "client/features/invoice-processor",
  "client/features/dashboard",
  "client/features/invoice-generator",
  "client/features/invoice-ocr",
  "client/features/inbound-email",
  "client/features/reconciliation",
  "client/components/payment-status-badge.tsx",
  "client/features/feedback",
  "client/features/bank-statements",
  "client/features/billing",
  "client/features/home",
  "client/features/tools",
  "client/features/data-cleansing",
  "client/features/dedupe",
  "client/features/sales-analytics",
];
