import { m } from "../../../core/i18n/messages";
import type { BreakdownFinding } from "../../../core/invoice/purchase/breakdown-check";
import { formatAmount } from "./format-money";
import { displayRate } from "./vat-breakdown-values";

function rateText(rate: string): string {
  return rate === "reverse-charge" ? displayRate(rate) : `${rate}%`;
}

/** A finding of the breakdown check in words, amounts as money in the interface language. */
export function wordFinding(finding: BreakdownFinding, currency: string | null): string {
  const money = (cents: number): string => formatAmount(cents, currency);
  const apart = (left: number, right: number): string => money(Math.abs(left - right));
  switch (finding.code) {
    case "row-vat":
      return m.processor_breakdown_row_vat({
        number: finding.index + 1,
        rate: rateText(finding.rate),
        base: money(finding.baseCents),
        expected: money(finding.expectedCents),
        vat: money(finding.vatCents),
      });
    case "taxable-sum":
      return m.processor_breakdown_taxable_sum({
        sum: money(finding.sumCents),
        net: money(finding.netCents),
        difference: apart(finding.sumCents, finding.netCents),
      });
    case "vat-sum":
      return m.processor_breakdown_vat_sum({
        sum: money(finding.sumCents),
        vat: money(finding.vatCents),
        difference: apart(finding.sumCents, finding.vatCents),
      });
    case "total": {
      const sum = finding.netCents + finding.vatCents;
      return m.processor_breakdown_total({
        net: money(finding.netCents),
        vat: money(finding.vatCents),
        sum: money(sum),
        total: money(finding.totalCents),
        difference: apart(sum, finding.totalCents),
      });
    }
    case "rounding":
      return m.processor_breakdown_rounding({
        rounding: money(finding.roundingCents),
        sum: money(finding.netPlusVatCents),
        total: money(finding.netPlusVatCents + finding.roundingCents),
      });
  }
}
