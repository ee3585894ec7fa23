/** One cell as read from a file: CSV gives strings, XLSX keeps its types. */
export type Cell = string | number | boolean | Date | null;
export type Row = readonly Cell[];

export type ValueKind = "text" | "email" | "phone" | "postcode" | "number" | "date";
export type SimilarityMethod = "exact" | "jaro-winkler" | "levenshtein" | "token-set" | "address";

export interface Normalisation {
  readonly trim: boolean;
  readonly collapseSpaces: boolean;
  readonly ignoreCase: boolean;
  readonly ignoreAccents: boolean;
  readonly ignorePunctuation: boolean;
  readonly kind: ValueKind;
  /** E-mail only: Gmail ignores dots and everything after `+` in the local part. */
  readonly gmailRules?: boolean;
  /** Phone only: ISO country for numbers written without a country code. */
  readonly defaultCountry?: string;
}

export interface ColumnRule {
  readonly column: number;
  readonly normalisation: Normalisation;
  /** Fuzzy mode only. */
  readonly method: SimilarityMethod;
  /** Fuzzy mode only: 0..1; a pair matches when every column reaches its threshold. */
  readonly threshold: number;
  /** Fuzzy mode only: what the column says about a person, from its header. */
  readonly role?: ColumnRole;
}

/**
 * Given names and birth dates tell apart the people of one household, who share a surname, address,
 * phone and e-mail; a surname column is where a swapped given name ends up; a full-name column (often
 * in another script) holds both where a source did not split them.
 */
export type ColumnRole = "given-name" | "surname" | "birth-date" | "full-name";

export interface Cluster {
  readonly id: number;
  /** Row indexes, ascending. */
  readonly rows: readonly number[];
  /** 1 for exact clusters; for fuzzy, the weakest matching pair's mean column similarity. */
  readonly score: number;
  /** Probabilistic runs: the model is sure of every pair in the cluster, so it is pre-accepted. */
  readonly sure?: boolean;
}

export type SurvivorRule = "keep-first" | "keep-last" | "most-complete" | "merge";
