import type { OutputVatRow } from "../../../../core/dashboard/overview-types";
import { formatRate } from "./format";

/** Plain names for the EN 16931 VAT categories on a Dutch return. */
export function describeVatRow(row: Pick<OutputVatRow, "category" | "rateBasisPoints">): string {
  switch (row.category) {
    case "S":
      if (row.rateBasisPoints === 2100) return "Standard rate 21 %";
      if (row.rateBasisPoints === 900) return "Reduced rate 9 %";
      return `Standard rated ${formatRate(row.rateBasisPoints)}`;
    case "Z":
      return "Zero rate 0 %";
    case "AE":
      return "Reverse charge (btw verlegd)";
    case "K":
      return "Intra-EU supplies";
    case "G":
      return "Exports outside the EU";
    case "E":
      return "Exempt from VAT";
    default:
      return "Outside the scope of VAT";
  }
}
