import type { PeriodKind, PeriodProblem } from "../../../core/analytics/analytics-period";
import type { AnalyticsTableText } from "../../../core/analytics/table-text";
import type { AgeingBucket } from "../../../core/analytics/types";
import { m } from "../../../core/i18n/messages";

/** The ageing buckets' names in the page language. */
export function listAgeingLabels(): Record<AgeingBucket, string> {
  return {
    not_due: m.analytics_ageing_not_due(),
    "0-30": m.analytics_ageing_0_30(),
    "31-60": m.analytics_ageing_31_60(),
    "61-90": m.analytics_ageing_61_90(),
    over_90: m.analytics_ageing_over_90(),
  };
}

/** Every word of the tables (and so of their CSV/XLSX downloads) in the page language. */
export function buildTableText(): AnalyticsTableText {
  return {
    titles: {
      summary: m.analytics_title_summary(),
      months: m.analytics_title_months(),
      quarters: m.analytics_title_quarters(),
      customers: m.analytics_title_customers(),
      products: m.analytics_title_products(),
      ageing: m.analytics_title_ageing(),
      dso: m.analytics_title_dso(),
      paymentHabits: m.analytics_title_habits(),
      expectedCash: m.analytics_title_expected(),
    },
    headers: {
      figure: m.analytics_header_figure(),
      amount: m.analytics_header_amount(),
      documents: m.analytics_header_documents(),
      revenueExcl: m.analytics_header_revenue_excl(),
      vat: m.analytics_header_vat(),
      revenueIncl: m.analytics_header_revenue_incl(),
      month: m.analytics_header_month(),
      quarter: m.analytics_header_quarter(),
      customer: m.analytics_header_customer(),
      shareOfRevenue: m.analytics_header_share_of_revenue(),
      productLine: m.analytics_header_product_line(),
      lines: m.analytics_header_lines(),
      share: m.analytics_header_share(),
      daysPastDue: m.analytics_header_days_past_due(),
      open: m.analytics_header_open(),
      dso: m.analytics_header_dso(),
      receivablesOn: m.analytics_header_receivables_on(),
      receivables: m.analytics_header_receivables(),
      daysInPeriod: m.analytics_header_days_in_period(),
      invoicesPaid: m.analytics_header_invoices_paid(),
      averageDaysLate: m.analytics_header_average_late(),
      mostDaysLate: m.analytics_header_most_late(),
      window: m.analytics_header_window(),
      expected: m.analytics_header_expected(),
    },
    rows: {
      openReceivablesToday: m.analytics_row_open_today(),
      total: m.analytics_row_total(),
      after90Days: m.analytics_row_after_90(),
      nextDays: (days) => m.analytics_row_next_days({ days }),
    },
    ageing: listAgeingLabels(),
  };
}

const PERIOD_LABELS: Readonly<Record<PeriodKind, () => string>> = {
  "last-12-months": m.analytics_period_last_12,
  "this-year": m.analytics_period_this_year,
  quarter: m.analytics_period_quarter,
  custom: m.analytics_period_custom,
};

export function namePeriod(kind: PeriodKind): string {
  return PERIOD_LABELS[kind]();
}

const PERIOD_PROBLEMS: Readonly<Record<PeriodProblem, () => string>> = {
  "not-a-date": m.analytics_problem_not_a_date,
  "out-of-range": m.analytics_problem_out_of_range,
  reversed: m.analytics_problem_reversed,
  "too-long": m.analytics_problem_too_long,
};

export function describePeriodProblem(problem: PeriodProblem): string {
  return PERIOD_PROBLEMS[problem]();
}
