import type { ReactElement } from "react";
import type { CsvDialect, QuoteStyle, TextEncodingName } from "../../../core/dedupe/import/sniff";
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

const DELIMITER_LABELS: Record<string, string> = {
  ",": "Comma (,)",
  ";": "Semicolon (;)",
  "\t": "Tab",
  "|": "Pipe (|)",
};
const ENCODINGS: Record<TextEncodingName, string> = {
  "utf-8": "UTF-8",
  "utf-16le": "UTF-16 (little endian)",
  "utf-16be": "UTF-16 (big endian)",
  "windows-1252": "Windows-1252 (Western)",
};
const QUOTES: Record<QuoteStyle, string> = {
  '"': 'Double quote (")',
  "'": "Single quote (')",
  none: "No quoting",
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
        Delimiter
        <select
          className={INPUT}
          value={dialect.delimiter}
          onChange={(e) => onChange({ ...dialect, delimiter: e.target.value })}
        >
          {Object.entries(DELIMITER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        Quotes
        <select
          className={INPUT}
          value={dialect.quote}
          onChange={(e) => onChange({ ...dialect, quote: e.target.value as QuoteStyle })}
        >
          {Object.entries(QUOTES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
        Encoding
        <select
          className={INPUT}
          value={dialect.encoding}
          onChange={(e) => onChange({ ...dialect, encoding: e.target.value as TextEncodingName })}
        >
          {Object.entries(ENCODINGS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
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
        1. Check how {opened.name} is read
      </h2>
      <div className="mt-3 flex flex-wrap gap-4">
        {source.kind === "csv" ? (
          <CsvControls
            dialect={source.dialect}
            onChange={(dialect) => props.onSource({ kind: "csv", dialect })}
          />
        ) : (
          <label className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200">
            Sheet
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
          Header row
          <select
            className={INPUT}
            value={headerRow}
            onChange={(e) => props.onHeaderRow(Number(e.target.value))}
          >
            <option value={-1}>No header row</option>
            {opened.preview.slice(0, 10).map((_, index) => (
              <option key={index} value={index}>
                Row {index + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      {opened.strayQuotes > 0 && (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          {opened.strayQuotes} rows in the preview have a stray quote; they are read as typed.
        </p>
      )}
      <PreviewTable rows={opened.preview} headerRow={headerRow} caption={`First rows of ${opened.name}`} />
      <button type="button" className={`${BUTTON} mt-4`} disabled={busy} onClick={props.onLoad}>
        Load all rows
      </button>
    </section>
  );
}
