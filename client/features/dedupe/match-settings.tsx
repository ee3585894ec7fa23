import type { ReactElement } from "react";
import type { ColumnReason } from "../../../core/dedupe/choose-columns";
import type { FuzzyMethod } from "../../../core/dedupe/match-rows";
import type {
  ColumnRule,
  Normalisation,
  SimilarityMethod,
  SurvivorRule,
  ValueKind,
} from "../../../core/dedupe/types";
import { m } from "../../../core/i18n/messages";
import { formatCount } from "./dedupe-text";
import { BUTTON, HEADING, INPUT, PANEL } from "./ui";
import type { MatchMode } from "./worker-protocol";

export interface ColumnChoice {
  readonly included: boolean;
  readonly rule: ColumnRule;
  /** Fuzzy mode: why the column is compared or left out by default. */
  readonly reason?: ColumnReason;
}

export interface MatchSettingsValue {
  readonly mode: MatchMode;
  readonly wholeRow: boolean;
  readonly columns: readonly ColumnChoice[];
  readonly fuzzyMethod: FuzzyMethod;
  readonly requireAllPairs: boolean;
  readonly survivor: SurvivorRule;
}

interface MatchSettingsProps {
  readonly headers: readonly string[];
  readonly rowCount: number;
  readonly value: MatchSettingsValue;
  readonly busy: boolean;
  readonly onChange: (value: MatchSettingsValue) => void;
  readonly onRun: () => void;
}

type Label = () => string;

const KINDS: Record<ValueKind, Label> = {
  text: m.dedupe_kind_text,
  email: m.dedupe_kind_email,
  phone: m.dedupe_kind_phone,
  postcode: m.dedupe_kind_postcode,
  number: m.dedupe_kind_number,
  date: m.dedupe_kind_date,
};
// Jaro-Winkler and Levenshtein are names of the methods, the same in every language.
const METHODS: Record<SimilarityMethod, Label> = {
  exact: m.dedupe_method_exact,
  "jaro-winkler": () => "Jaro-Winkler",
  levenshtein: () => "Levenshtein",
  "token-set": m.dedupe_method_token_set,
  address: m.dedupe_method_address,
};
const REASONS: Record<ColumnReason, Label> = {
  name: m.dedupe_reason_name,
  address: m.dedupe_reason_address,
  postcode: m.dedupe_reason_postcode,
  phone: m.dedupe_reason_phone,
  email: m.dedupe_reason_email,
  "birth-date": m.dedupe_reason_birth_date,
  code: m.dedupe_reason_code,
  text: m.dedupe_reason_text,
  identifier: m.dedupe_reason_identifier,
  category: m.dedupe_reason_category,
  measure: m.dedupe_reason_measure,
  "event-date": m.dedupe_reason_event_date,
  sparse: m.dedupe_reason_sparse,
};
const FUZZY_METHODS: Record<FuzzyMethod, Label> = {
  probabilistic: m.dedupe_fuzzy_probabilistic,
  thresholds: m.dedupe_fuzzy_thresholds,
};
const SURVIVORS: Record<SurvivorRule, Label> = {
  "keep-first": m.dedupe_survivor_first,
  "keep-last": m.dedupe_survivor_last,
  "most-complete": m.dedupe_survivor_complete,
  merge: m.dedupe_survivor_merge,
};
const FLAGS: readonly (readonly [keyof Normalisation, Label])[] = [
  ["trim", m.dedupe_flag_trim],
  ["collapseSpaces", m.dedupe_flag_collapse],
  ["ignoreCase", m.dedupe_flag_case],
  ["ignoreAccents", m.dedupe_flag_accents],
  ["ignorePunctuation", m.dedupe_flag_punctuation],
];

const CHECKBOX =
  "h-4 w-4 rounded border-gray-300 text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-600";

function ColumnRow(props: {
  header: string;
  choice: ColumnChoice;
  mode: MatchMode;
  perColumnThreshold: boolean;
  wholeRow: boolean;
  onChange: (choice: ColumnChoice) => void;
}): ReactElement {
  const { header, choice, mode } = props;
  const rule = choice.rule;
  const setRule = (next: Partial<ColumnRule>): void =>
    props.onChange({ ...choice, rule: { ...rule, ...next } });
  const setNormalisation = (next: Partial<Normalisation>): void =>
    setRule({ normalisation: { ...rule.normalisation, ...next } });
  const active = props.wholeRow || choice.included;
  return (
    <tr className="border-t border-gray-200 align-top dark:border-gray-700">
      <th scope="row" className="px-2 py-2 text-left font-medium text-gray-900 dark:text-gray-100">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={active}
            disabled={props.wholeRow}
            onChange={(e) => props.onChange({ ...choice, included: e.target.checked })}
          />
          {header}
        </label>
        {choice.reason && !props.wholeRow && (
          <span className="mt-0.5 block text-xs font-normal text-gray-600 dark:text-gray-400">
            {REASONS[choice.reason]()}
          </span>
        )}
      </th>
      <td className="px-2 py-2">
        <select
          aria-label={m.dedupe_match_type_of({ column: header })}
          className={INPUT}
          value={rule.normalisation.kind}
          disabled={!active}
          onChange={(e) => setNormalisation({ kind: e.target.value as ValueKind })}
        >
          {Object.entries(KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
        {rule.normalisation.kind === "email" && (
          <label className="mt-1 flex items-center gap-1 text-xs text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={rule.normalisation.gmailRules ?? false}
              onChange={(e) => setNormalisation({ gmailRules: e.target.checked })}
            />
            {m.dedupe_match_gmail()}
          </label>
        )}
      </td>
      <td className="px-2 py-2">
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1" disabled={!active}>
          <legend className="sr-only">{m.dedupe_match_normalisation_of({ column: header })}</legend>
          {FLAGS.map(([flag, label]) => (
            <label key={flag} className="flex items-center gap-1 text-xs text-gray-700 dark:text-gray-300">
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={Boolean(rule.normalisation[flag])}
                onChange={(e) => setNormalisation({ [flag]: e.target.checked })}
              />
              {label()}
            </label>
          ))}
        </fieldset>
      </td>
      {mode === "fuzzy" && (
        <>
          <td className="px-2 py-2">
            <select
              aria-label={m.dedupe_match_similarity_for({ column: header })}
              className={INPUT}
              value={rule.method}
              disabled={!active}
              onChange={(e) => setRule({ method: e.target.value as SimilarityMethod })}
            >
              {Object.entries(METHODS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label()}
                </option>
              ))}
            </select>
          </td>
          {props.perColumnThreshold && (
            <td className="px-2 py-2">
              <input
                aria-label={m.dedupe_match_threshold_for({ column: header })}
                type="number"
                min={0}
                max={1}
                step={0.01}
                className={`${INPUT} w-20`}
                value={rule.threshold}
                disabled={!active || rule.method === "exact"}
                onChange={(e) => setRule({ threshold: Math.min(1, Math.max(0, Number(e.target.value))) })}
              />
            </td>
          )}
        </>
      )}
    </tr>
  );
}

export function MatchSettings(props: MatchSettingsProps): ReactElement {
  const { value, headers } = props;
  const set = (next: Partial<MatchSettingsValue>): void => props.onChange({ ...value, ...next });
  const anyColumn = value.wholeRow || value.columns.some((choice) => choice.included);
  return (
    <section className={PANEL} aria-labelledby="dedupe-match-heading">
      <h2 id="dedupe-match-heading" className={HEADING}>
        {m.dedupe_match_heading({ count: props.rowCount, shown: formatCount(props.rowCount) })}
      </h2>
      <fieldset className="mt-3 flex flex-wrap gap-4">
        <legend className="sr-only">{m.dedupe_match_mode()}</legend>
        {(["exact", "fuzzy"] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
            <input
              type="radio"
              name="dedupe-mode"
              checked={value.mode === mode}
              onChange={() => set({ mode })}
            />
            {mode === "exact" ? m.dedupe_match_exact() : m.dedupe_match_fuzzy()}
          </label>
        ))}
      </fieldset>
      {value.mode === "fuzzy" && (
        <label className="mt-3 flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
          {m.dedupe_match_how()}
          <select
            className={INPUT}
            value={value.fuzzyMethod}
            onChange={(e) => set({ fuzzyMethod: e.target.value as FuzzyMethod })}
          >
            {Object.entries(FUZZY_METHODS).map(([method, label]) => (
              <option key={method} value={method}>
                {label()}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="mt-3 flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
        <input
          type="checkbox"
          className={CHECKBOX}
          checked={value.wholeRow}
          onChange={(e) => set({ wholeRow: e.target.checked })}
        />
        {m.dedupe_match_whole_row()}
      </label>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{m.dedupe_match_columns_caption()}</caption>
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-gray-600 dark:text-gray-400">
              <th scope="col" className="px-2 py-1">
                {m.dedupe_match_column()}
              </th>
              <th scope="col" className="px-2 py-1">
                {m.dedupe_match_type()}
              </th>
              <th scope="col" className="px-2 py-1">
                {m.dedupe_match_normalise()}
              </th>
              {value.mode === "fuzzy" && (
                <>
                  <th scope="col" className="px-2 py-1">
                    {m.dedupe_match_similarity()}
                  </th>
                  {value.fuzzyMethod === "thresholds" && (
                    <th scope="col" className="px-2 py-1">
                      {m.dedupe_match_threshold()}
                    </th>
                  )}
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {headers.map((header, index) => {
              const choice = value.columns[index];
              if (!choice) return null;
              return (
                <ColumnRow
                  key={header}
                  header={header}
                  choice={choice}
                  mode={value.mode}
                  perColumnThreshold={value.fuzzyMethod === "thresholds"}
                  wholeRow={value.wholeRow}
                  onChange={(next) =>
                    set({ columns: value.columns.map((old, i) => (i === index ? next : old)) })
                  }
                />
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {value.mode === "fuzzy" && (
          <label className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={value.requireAllPairs}
              onChange={(e) => set({ requireAllPairs: e.target.checked })}
            />
            {m.dedupe_match_all_pairs()}
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
          {m.dedupe_match_survivor()}
          <select
            className={INPUT}
            value={value.survivor}
            onChange={(e) => set({ survivor: e.target.value as SurvivorRule })}
          >
            {Object.entries(SURVIVORS).map(([rule, label]) => (
              <option key={rule} value={rule}>
                {label()}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={BUTTON} disabled={props.busy || !anyColumn} onClick={props.onRun}>
          {m.dedupe_match_find()}
        </button>
      </div>
    </section>
  );
}
