import { m } from "../../../core/i18n/messages";

/**
 * The words our downloads add to the user's own columns: the extra headers and the report's status
 * values. The export is built in the Web Worker, which has no catalogue, so the page sends them.
 */
export interface ExportText {
  readonly cluster: string;
  readonly status: string;
  readonly matchProbability: string;
  readonly unique: string;
  readonly kept: string;
  readonly keptRejected: string;
  readonly removed: string;
  /** Status of a removed row, with "{row}" for the file row it was merged into. */
  readonly mergedInto: string;
  /** Header of the column with the user's "Same or different?" answers about the row. */
  readonly answers: string;
  /** One answer, with "{row}" for the other row of the pair. */
  readonly answerSame: string;
  readonly answerDifferent: string;
  readonly answerUnsure: string;
}

/** What the files said before they followed the interface language (tests, and a default). */
export const ENGLISH_EXPORT_TEXT: ExportText = {
  cluster: "Cluster",
  status: "Status",
  matchProbability: "Match probability",
  unique: "unique",
  kept: "kept",
  keptRejected: "kept (rejected match)",
  removed: "removed",
  mergedInto: "removed: merged into row {row}",
  answers: "Your answers",
  answerSame: "same as row {row}",
  answerDifferent: "different from row {row}",
  answerUnsure: "not sure about row {row}",
};

/** Where a row number goes in a template the worker fills in. */
export const ROW = "{row}";

/** The export words in the page's language. */
export function readExportText(): ExportText {
  return {
    cluster: m.dedupe_export_cluster(),
    status: m.dedupe_export_status(),
    matchProbability: m.dedupe_export_match_probability(),
    unique: m.dedupe_export_unique(),
    kept: m.dedupe_export_kept(),
    keptRejected: m.dedupe_export_kept_rejected(),
    removed: m.dedupe_export_removed(),
    mergedInto: m.dedupe_export_merged_into({ row: ROW }),
    answers: m.dedupe_export_answers(),
    answerSame: m.dedupe_export_answer_same({ row: ROW }),
    answerDifferent: m.dedupe_export_answer_different({ row: ROW }),
    answerUnsure: m.dedupe_export_answer_unsure({ row: ROW }),
  };
}
