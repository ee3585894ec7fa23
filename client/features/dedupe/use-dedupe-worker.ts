import { useCallback, useEffect, useRef, useState } from "react";
import type { LabelledPair } from "../../../core/dedupe/active-learning";
import type { ColumnReason } from "../../../core/dedupe/choose-columns";
import type { ImportError } from "../../../core/dedupe/import/import-error";
import type { ColumnRule, SurvivorRule } from "../../../core/dedupe/types";
import { m } from "../../../core/i18n/messages";
import { useToast } from "../../components/ui/toast";
import { readExportText } from "./export-text";
import type {
  ClusterView,
  ExportKind,
  MatchConfig,
  ModelSummary,
  QuestionView,
  SourceSettings,
  ThresholdPreview,
  WorkerRequest,
  WorkerResponse,
} from "./worker-protocol";

export type Phase =
  | "idle"
  | "opening"
  | "configure"
  | "loading"
  | "loaded"
  | "matching"
  | "matched"
  | "exporting";

export interface OpenedFile {
  readonly name: string;
  readonly format: "csv" | "xlsx";
  readonly sheets: readonly string[];
  readonly source: SourceSettings;
  readonly preview: string[][];
  readonly headerRow: number;
  readonly strayQuotes: number;
}

export interface LoadedTable {
  readonly headers: string[];
  readonly rowCount: number;
  readonly suggestions: Record<MatchConfig["mode"], ColumnRule[]>;
  readonly identifiers: readonly number[];
  readonly reasons: readonly ColumnReason[];
}

export interface MatchResult {
  readonly clusters: ClusterView[];
  readonly rowCount: number;
  readonly millis: number;
  readonly mode: MatchConfig["mode"];
  readonly model: ModelSummary | null;
  readonly questions: readonly QuestionView[];
}

export interface DedupeWorker {
  readonly phase: Phase;
  readonly error: ImportError | null;
  readonly opened: OpenedFile | null;
  readonly table: LoadedTable | null;
  readonly result: MatchResult | null;
  readonly progress: { done: number; total: number } | null;
  readonly thresholdPreview: ThresholdPreview | null;
  open(file: File): void;
  preview(source: SourceSettings): void;
  load(source: SourceSettings, headerRow: number): void;
  match(config: MatchConfig): void;
  previewThreshold(config: MatchConfig): void;
  /** `labels`: the "Same or different?" answers, written into the report beside their rows. */
  download(
    kind: ExportKind,
    accepted: readonly number[],
    survivor: SurvivorRule,
    labels?: readonly LabelledPair[],
  ): void;
  cancel(): void;
}

function createWorker(): Worker {
  return new Worker(new URL("./dedupe.worker.ts", import.meta.url), { type: "module", name: "dedupe" });
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The page's side of the Web Worker: every file byte stays in this browser tab. */
export function useDedupeWorker(): DedupeWorker {
  const workerRef = useRef<Worker | null>(null);
  const fileRef = useRef<File | null>(null);
  const modeRef = useRef<MatchConfig["mode"]>("exact");
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<ImportError | null>(null);
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [table, setTable] = useState<LoadedTable | null>(null);
  const [result, setResult] = useState<MatchResult | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [thresholdPreview, setThresholdPreview] = useState<ThresholdPreview | null>(null);

  const notify = useToast();
  const onMessage = useCallback(
    (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      switch (message.type) {
        case "opened":
          setOpened({
            name: fileRef.current?.name ?? "file",
            format: message.format,
            sheets: message.sheets,
            source: message.source,
            preview: message.preview,
            headerRow: message.headerRow,
            strayQuotes: 0,
          });
          setPhase("configure");
          return;
        case "previewed":
          setOpened((current) =>
            current
              ? {
                  ...current,
                  preview: message.preview,
                  headerRow: message.headerRow,
                  strayQuotes: message.strayQuotes,
                }
              : current,
          );
          setPhase("configure");
          return;
        case "progress":
          setProgress({ done: message.done, total: message.total });
          return;
        case "loaded":
          setTable({
            headers: message.headers,
            rowCount: message.rowCount,
            suggestions: message.suggestions,
            identifiers: message.identifiers,
            reasons: message.reasons,
          });
          setProgress(null);
          setPhase("loaded");
          return;
        case "matched":
          setResult({
            clusters: message.clusters,
            rowCount: message.rowCount,
            millis: message.millis,
            mode: modeRef.current,
            model: message.model,
            questions: message.questions,
          });
          setProgress(null);
          setPhase("matched");
          return;
        case "threshold-previewed":
          setThresholdPreview(message.preview);
          return;
        case "exported":
          saveBlob(message.blob, message.fileName);
          notify(m.dedupe_downloaded({ file: message.fileName }));
          setPhase("matched");
          return;
        case "failed":
          setError(message.error);
          setProgress(null);
          setPhase((current) =>
            current === "opening"
              ? "idle"
              : current === "loading"
                ? "configure"
                : current === "matching"
                  ? "loaded"
                  : current === "exporting"
                    ? "matched"
                    : current,
          );
          return;
      }
    },
    [notify],
  );

  const startWorker = useCallback((): Worker => {
    workerRef.current?.terminate();
    const worker = createWorker();
    worker.onmessage = onMessage;
    workerRef.current = worker;
    return worker;
  }, [onMessage]);

  useEffect(() => () => workerRef.current?.terminate(), []);

  const post = useCallback((request: WorkerRequest) => {
    setError(null);
    workerRef.current?.postMessage(request);
  }, []);

  return {
    phase,
    error,
    opened,
    table,
    result,
    progress,
    thresholdPreview,
    open(file) {
      fileRef.current = file;
      setOpened(null);
      setTable(null);
      setResult(null);
      setError(null);
      setPhase("opening");
      startWorker().postMessage({ type: "open", file } satisfies WorkerRequest);
    },
    preview(source) {
      // Rows read with other settings no longer apply.
      setTable(null);
      setResult(null);
      setOpened((current) => (current ? { ...current, source } : current));
      post({ type: "preview", source });
    },
    load(source, headerRow) {
      setTable(null);
      setResult(null);
      setProgress({ done: 0, total: 1 });
      setPhase("loading");
      post({ type: "load", source, headerRow });
    },
    match(config) {
      modeRef.current = config.mode;
      setResult(null);
      setThresholdPreview(null);
      setProgress({ done: 0, total: 1 });
      setPhase("matching");
      post({ type: "match", config });
    },
    previewThreshold(config) {
      post({ type: "preview-threshold", config });
    },
    download(kind, accepted, survivor, labels = []) {
      setPhase("exporting");
      post({ type: "export", kind, accepted, survivor, labels, text: readExportText() });
    },
    cancel() {
      // A worker busy in a long synchronous step cannot read messages: stop it and reopen the file.
      const file = fileRef.current;
      setProgress(null);
      setTable(null);
      setResult(null);
      if (!file) return setPhase("idle");
      setPhase("opening");
      startWorker().postMessage({ type: "open", file } satisfies WorkerRequest);
    },
  };
}
