import type { LabelledPair } from "../../../core/dedupe/active-learning";
import type { ColumnReason } from "../../../core/dedupe/choose-columns";
import type { ImportError } from "../../../core/dedupe/import/import-error";
import type { CsvDialect } from "../../../core/dedupe/import/sniff";
import type { FuzzyMethod } from "../../../core/dedupe/match-rows";
import type { ColumnRule, SurvivorRule } from "../../../core/dedupe/types";
import type { ExportText } from "./export-text";

export type SourceSettings = { kind: "csv"; dialect: CsvDialect } | { kind: "xlsx"; sheet: number };
export type MatchMode = "exact" | "fuzzy";
export type ExportKind = "cleaned" | "removed" | "report";

export interface MatchConfig {
  readonly mode: MatchMode;
  readonly rules: readonly ColumnRule[];
  readonly requireAllPairs: boolean;
  readonly fuzzyMethod: FuzzyMethod;
  /** Probabilistic only: null = the threshold the model suggests. */
  readonly minProbability: number | null;
  /** Probabilistic only: the user's "Same or different?" answers (row indexes). */
  readonly labels?: readonly LabelledPair[];
}

/** A run at `probability` would find this many clusters and rows to remove. */
export interface ThresholdPreview {
  readonly probability: number;
  readonly clusters: number;
  readonly rowsRemoved: number;
}

/** Up to this many rows the threshold control previews its effect (a full run per position). */
export const THRESHOLD_PREVIEW_ROWS = 200_000;

/** A pair the model asks the user about: both rows' cells, the model's probability. */
export interface QuestionView {
  readonly a: number;
  readonly b: number;
  readonly rowNumbers: readonly [number, number];
  readonly cells: readonly [readonly string[], readonly string[]];
  readonly probability: number;
}

/** Why two rows match: per column the comparison level and the weight it adds (log2 of m/u). */
export interface PairEvidence {
  readonly rowNumbers: readonly [number, number];
  readonly columns: readonly { readonly header: string; readonly level: string; readonly weight: number }[];
  readonly weight: number;
  readonly probability: number;
}

/** The fitted model of a probabilistic run. */
export interface ModelSummary {
  readonly threshold: number;
  readonly suggestedThreshold: number;
  readonly candidatePairs: number;
}

export interface ClusterView {
  readonly id: number;
  readonly score: number;
  readonly rows: readonly number[];
  /** Record numbers in the file, as the spreadsheet shows them. */
  readonly rowNumbers: readonly number[];
  /** Cell texts of the member rows; only for the first clusters (see REVIEW_LIMIT). */
  readonly cells: readonly (readonly string[])[] | null;
  /** Probabilistic runs: the model is sure (pre-accepted) or the cluster needs review; null otherwise. */
  readonly sure: boolean | null;
  /** Probabilistic runs, first clusters only: the pairs that hold the cluster together. */
  readonly evidence: readonly PairEvidence[] | null;
}

export type WorkerRequest =
  | { type: "open"; file: File }
  | { type: "preview"; source: SourceSettings }
  | { type: "load"; source: SourceSettings; headerRow: number }
  | { type: "match"; config: MatchConfig }
  /** What a run at another threshold would find, without replacing the current result. */
  | { type: "preview-threshold"; config: MatchConfig }
  | {
      type: "export";
      kind: ExportKind;
      accepted: readonly number[];
      survivor: SurvivorRule;
      /** The user's "Same or different?" answers, for the report. */
      labels?: readonly LabelledPair[];
      /** Our headers and status words in the page's language (the worker has no catalogue). */
      text: ExportText;
    };

export type WorkerResponse =
  | {
      type: "opened";
      format: "csv" | "xlsx";
      source: SourceSettings;
      sheets: readonly string[];
      preview: string[][];
      headerRow: number;
    }
  | { type: "previewed"; preview: string[][]; headerRow: number; strayQuotes: number }
  | { type: "progress"; stage: "load" | "match" | "export"; done: number; total: number }
  | {
      type: "loaded";
      headers: string[];
      rowCount: number;
      suggestions: Record<MatchMode, ColumnRule[]>;
      /** Columns fuzzy matching leaves out by default (row ids, categories, amounts, …). */
      identifiers: number[];
      /** Per column: why fuzzy matching compares it or leaves it out. */
      reasons: ColumnReason[];
    }
  | {
      type: "matched";
      clusters: ClusterView[];
      rowCount: number;
      millis: number;
      model: ModelSummary | null;
      /** Probabilistic runs: the pairs worth asking "Same or different?" next, least certain first. */
      questions: QuestionView[];
    }
  | { type: "threshold-previewed"; preview: ThresholdPreview }
  | { type: "exported"; kind: ExportKind; blob: Blob; fileName: string }
  | { type: "failed"; error: ImportError };

/** Clusters whose rows are sent for review; decisions still cover every cluster. */
export const REVIEW_LIMIT = 2000;
export const PREVIEW_ROWS = 30;
