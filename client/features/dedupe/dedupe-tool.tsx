import { type ReactElement, useEffect, useState } from "react";
import type { LabelledPair } from "../../../core/dedupe/active-learning";
import { m } from "../../../core/i18n/messages";
import { describeImportError } from "./dedupe-text";
import { initialSettings, matchConfig, switchMode } from "./default-settings";
import { FilePicker } from "./file-picker";
import { ImportSettings } from "./import-settings";
import { MatchSettings, type MatchSettingsValue } from "./match-settings";
import { ProgressPanel } from "./progress-panel";
import { QuestionPanel, type ResultSize } from "./question-panel";
import { ReviewPanel } from "./review-panel";
import { type MatchResult, useDedupeWorker } from "./use-dedupe-worker";
import { THRESHOLD_PREVIEW_ROWS } from "./worker-protocol";

function sizeOf(result: MatchResult): ResultSize {
  return {
    clusters: result.clusters.length,
    rowsRemoved: result.clusters.reduce((sum, cluster) => sum + cluster.rows.length - 1, 0),
  };
}

/** The duplicate removal tool: open → check import → choose matching → review → download. */
export function DedupeTool(): ReactElement {
  const worker = useDedupeWorker();
  const [headerRow, setHeaderRow] = useState(-1);
  const [settings, setSettings] = useState<MatchSettingsValue | null>(null);
  const [accepted, setAccepted] = useState<Uint8Array>(new Uint8Array());
  const [history, setHistory] = useState<Uint8Array[]>([]);
  // "Same or different?" answers, the threshold they run with and the result size before the last one.
  const [labels, setLabels] = useState<readonly LabelledPair[]>([]);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [before, setBefore] = useState<ResultSize | null>(null);
  const { opened, table, result, phase } = worker;

  useEffect(() => {
    if (opened) setHeaderRow(opened.headerRow);
  }, [opened]);

  useEffect(() => {
    setSettings(table ? initialSettings(table) : null);
    setLabels([]);
    setThreshold(null);
    setBefore(null);
  }, [table]);

  const previewThreshold = (probability: number): void => {
    if (settings) worker.previewThreshold(matchConfig(settings, probability, labels));
  };

  const rerun = (nextLabels: readonly LabelledPair[], nextThreshold: number | null): void => {
    if (!settings) return;
    setBefore(result ? sizeOf(result) : null);
    setLabels(nextLabels);
    setThreshold(nextThreshold);
    worker.match(matchConfig(settings, nextThreshold, nextLabels));
  };

  useEffect(() => {
    // Only clusters the model is sure of start ticked; the rest wait for the user (ADR 230).
    setAccepted(Uint8Array.from(result?.clusters ?? [], (cluster) => (cluster.sure === false ? 0 : 1)));
    setHistory([]);
  }, [result]);

  const changeSettings = (next: MatchSettingsValue): void => {
    setSettings(table && settings ? switchMode(table, settings, next) : next);
  };

  const busy = phase === "opening" || phase === "loading" || phase === "matching" || phase === "exporting";
  return (
    <div>
      <p className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
        {m.dedupe_tool_privacy()}
      </p>
      <FilePicker onFile={worker.open} disabled={phase === "loading" || phase === "matching"} />
      {phase === "opening" && (
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {m.dedupe_tool_opening()}
        </p>
      )}
      {worker.error && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {describeImportError(worker.error)}
        </div>
      )}
      {opened && phase !== "opening" && (
        <ImportSettings
          opened={opened}
          busy={busy}
          headerRow={headerRow}
          onHeaderRow={setHeaderRow}
          onSource={(source) => worker.preview(source)}
          onLoad={() => worker.load(opened.source, headerRow)}
        />
      )}
      {phase === "loading" && (
        <ProgressPanel label={m.dedupe_tool_reading()} progress={worker.progress} onCancel={worker.cancel} />
      )}
      {table && settings && (
        <MatchSettings
          headers={table.headers}
          rowCount={table.rowCount}
          value={settings}
          busy={busy}
          onChange={changeSettings}
          onRun={() => rerun(labels, null)}
        />
      )}
      {phase === "matching" && (
        <ProgressPanel label={m.dedupe_tool_finding()} progress={worker.progress} onCancel={worker.cancel} />
      )}
      {result && table && settings && result.mode === "fuzzy" && (
        <QuestionPanel
          headers={table.headers}
          questions={result.questions}
          labels={labels}
          size={sizeOf(result)}
          before={before}
          busy={busy}
          onAnswer={(question, answer) =>
            rerun([...labels, { a: question.a, b: question.b, answer }], threshold)
          }
          onUndo={() => rerun(labels.slice(0, -1), threshold)}
        />
      )}
      {result && table && settings && accepted.length === result.clusters.length && (
        <ReviewPanel
          result={result}
          headers={table.headers}
          accepted={accepted}
          canUndo={history.length > 0}
          busy={busy}
          onThreshold={(probability) => rerun(labels, probability)}
          thresholdPreview={worker.thresholdPreview}
          {...(result.rowCount <= THRESHOLD_PREVIEW_ROWS ? { onPreviewThreshold: previewThreshold } : {})}
          onDecide={(next) => {
            setHistory([...history.slice(-49), accepted]);
            setAccepted(next);
          }}
          onUndo={() => {
            const previous = history[history.length - 1];
            if (!previous) return;
            setHistory(history.slice(0, -1));
            setAccepted(previous);
          }}
          onDownload={(kind) =>
            worker.download(
              kind,
              result.clusters.filter((_, index) => accepted[index] === 1).map((cluster) => cluster.id),
              settings.survivor,
              labels,
            )
          }
        />
      )}
      {phase === "exporting" && (
        <p role="status" className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {m.dedupe_tool_preparing()}
        </p>
      )}
    </div>
  );
}
