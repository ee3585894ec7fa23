import { halfOf } from "../../bench/corpus-halves";
import { officialFatal, roundTripDifferences } from "./check-export";
import type { ReviewTruth } from "./corpus-truth";
import { reviewAndExport } from "./review-and-export";

export interface ExportEvalRow {
  readonly name: string;
  readonly half: 0 | 1;
  /** "exported": written after a complete review; "open": the review still asks; "unread": no text layer. */
  readonly outcome: "exported" | "open" | "unread";
  readonly answered: readonly string[];
  readonly open: readonly string[];
  readonly fatal: readonly string[];
  readonly roundTrip: readonly string[];
}

/** Extraction → review with the truth → export → official rules and round trip, for each invoice. */
export async function runExportEval(truths: readonly ReviewTruth[]): Promise<ExportEvalRow[]> {
  const rows: ExportEvalRow[] = [];
  for (const truth of truths) {
    const half = halfOf(`${truth.name}.pdf`);
    const result = await reviewAndExport(truth);
    if (!result) {
      rows.push({
        name: truth.name,
        half,
        outcome: "unread",
        answered: [],
        open: [],
        fatal: [],
        roundTrip: [],
      });
      continue;
    }
    const open = result.open.map((question) => question.id);
    const complete = open.length === 0;
    rows.push({
      name: truth.name,
      half,
      outcome: complete ? "exported" : "open",
      answered: result.answered,
      open,
      fatal: complete ? officialFatal(result) : [],
      roundTrip: complete ? roundTripDifferences(result, result.xmlWithoutPdf) : [],
    });
  }
  return rows;
}
