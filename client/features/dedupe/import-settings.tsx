import type { ReactElement } from "react";
import type { CsvDialect, QuoteStyle, TextEncodingName } from "../../../core/dedupe/import/sniff";
import { m } from "../../../core/i18n/messages";
import { PreviewTable } from "./preview-table";
import { BUTTON, HEADING, INPUT, PANEL } from "./ui";
import type { OpenedFile } from "./use-dedupe-worker";
import type { SourceSettings } from "./worker-protocol";

interface ImportSettingsProps {
  readonly opened: OpenedFile;
  readonly busy: boolean;
  readonly headerRow: number;
  readonly onHeaderRow: (row: number) => void;
  readonly onSource: (source: SourceSettings) => void;
  readonly onLoad: () => void;
}

// Labels are message functions, called while rendering (docs/i18n.md).
const DELIMITER_LABELS: Record<string, () => string> = {
  ",": m.dedupe_import_comma,
  ";": m.dedupe_import_semicolon,
  "\t": m.dedupe_import_tab,
  "|": m.dedupe_import_pipe,
};
const ENCODINGS: Record<TextEncodingName, () => string> = {
  "utf-8": () => "UTF-8",
  "utf-16le": m.dedupe_import_utf16le,
  "utf-16be": m.dedupe_import_utf16be,
  "windows-1252": m.dedupe_import_windows1252,
};
const QUOTES: Record<QuoteStyle, () => string> = {
  '"': m.dedupe_import_double_quote,
  "'": m.dedupe_import_single_quote,
  none: m.dedupe_import_no_quoting,
};

function CsvControls({
  dialect,
  onChange,
}: {
  dialect: CsvDialect;
  onChange: (d: CsvDialect) => void;
}): ReactElement {
  return (
    <>
      <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        {m.dedupe_import_delimiter()}
        <select
          className={INPUT}
          value={dialect.delimiter}
          onChange={(e) => onChange({ ...dialect, delimiter: e.target.value })}
        >
          {Object.entries(DELIMITER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        {m.dedupe_import_quotes()}
        <select
          className={INPUT}
          value={dialect.quote}
          onChange={(e) => onChange({ ...dialect, quote: e.target.value as QuoteStyle })}
        >
          {Object.entries(QUOTES).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        {m.dedupe_import_encoding()}
        <select
          className={INPUT}
          value={dialect.encoding}
          onChange={(e) => onChange({ ...dialect, encoding: e.target.value as TextEncodingName })}
        >
          {Object.entries(ENCODINGS).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function ImportSettings(props: ImportSettingsProps): ReactElement {
  const { opened, busy, headerRow } = props;
  const source = opened.source;
  return (
    <section className={PANEL} aria-labelledby="dedupe-import-heading">
      <h2 id="dedupe-import-heading" className={HEADING}>
        {m.dedupe_import_heading({ name: opened.name })}
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        {source.kind === "csv" ? (
          <CsvControls
            dialect={source.dialect}
            onChange={(dialect) => props.onSource({ kind: "csv", dialect })}
          />
        ) : (
          <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
            {m.dedupe_import_sheet()}
            <select
              className={INPUT}
              value={source.sheet}
              onChange={(e) => props.onSource({ kind: "xlsx", sheet: Number(e.target.value) })}
            >
              {opened.sheets.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
          {m.dedupe_import_header_row()}
          <select
            className={INPUT}
            value={headerRow}
            onChange={(e) => props.onHeaderRow(Number(e.target.value))}
          >
            <option value={-1}>{m.dedupe_import_no_header()}</option>
            {opened.preview.slice(0, 10).map((_, index) => (
              <option key={index} value={index}>
                {m.dedupe_import_row({ number: index + 1 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {opened.strayQuotes > 0 && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {m.dedupe_import_stray_quotes({ count: opened.strayQuotes })}
        </p>
      )}
      <PreviewTable
        rows={opened.preview}
        headerRow={headerRow}
        caption={m.dedupe_import_first_rows({ name: opened.name })}
      />
      <button type="button" className={`${BUTTON} mt-4`} disabled={busy} onClick={props.onLoad}>
        {m.dedupe_import_load_all()}
      </button>
    </section>
  );
}
