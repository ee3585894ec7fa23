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
};

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
  };
}
