import type { OutputVatRow } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";
import { formatRate } from "./format";

/** Plain names for the EN 16931 VAT categories on a Dutch return. */
export function describeVatRow(row: Pick<OutputVatRow, "category" | "rateBasisPoints">): string {
  switch (row.category) {
    case "S":
      if (row.rateBasisPoints === 2100) return m.dashboard_vat_standard_21();
      if (row.rateBasisPoints === 900) return m.dashboard_vat_reduced_9();
      return m.dashboard_vat_standard_other({ rate: formatRate(row.rateBasisPoints) });
    case "Z":
      return m.dashboard_vat_zero();
    case "AE":
      return m.dashboard_vat_reverse_charge();
    case "K":
      return m.dashboard_vat_intra_eu();
    case "G":
      return m.dashboard_vat_exports();
    case "E":
      return m.dashboard_vat_exempt();
    default:
      return m.dashboard_vat_outside();
  }
}
