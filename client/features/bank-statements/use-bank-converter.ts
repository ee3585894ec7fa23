import { useCallback, useEffect, useRef, useState } from "react";
import { readBankExportText } from "../../../core/bank/export-text";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { useToast } from "../../components/ui/toast";
import type { CsvReading, ExportKind, WorkerRequest, WorkerResponse } from "./worker-protocol";

type Result = Extract<WorkerResponse, { type: "result" }>;

export interface ConverterState {
  readonly status: "idle" | "working" | "done" | "failed";
  readonly progress: { readonly done: number; readonly total: number; readonly fileName: string };
  readonly result: Result | null;
  readonly failure: string;
  readonly exporting: ExportKind | null;
}

const INITIAL: ConverterState = {
  status: "idle",
  progress: { done: 0, total: 0, fileName: "" },
  result: null,
  failure: "",
  exporting: null,
};

/** Runs parsing and exports in a Web Worker, so the page stays responsive and files stay on this computer. */
export function useBankConverter(): {
  state: ConverterState;
  convert: (files: readonly File[], reading?: CsvReading) => void;
  download: (
    kind: ExportKind,
    account: string | null,
    openingBalances?: Readonly<Record<number, string>>,
  ) => void;
} {
  const [state, setState] = useState<ConverterState>(INITIAL);
  const workerRef = useRef<Worker | null>(null);
  const notify = useToast();

  const getWorker = useCallback((): Worker => {
    if (workerRef.current) return workerRef.current;
    const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === "progress") {
        setState((s) => ({
          ...s,
          progress: { done: message.done, total: message.total, fileName: message.fileName },
        }));
      } else if (message.type === "result") {
        setState((s) => ({ ...s, status: "done", result: message }));
      } else if (message.type === "export") {
        saveFile(message.bytes, message.fileName, message.mimeType);
        notify(m.bank_downloaded({ fileName: message.fileName }));
        setState((s) => ({ ...s, exporting: null }));
      } else {
        setState((s) => ({ ...s, status: "failed", failure: m.bank_worker_failed(), exporting: null }));
      }
    };
    worker.onerror = () => {
      setState((s) => ({
        ...s,
        status: "failed",
        failure: m.bank_worker_stopped(),
      }));
    };
    workerRef.current = worker;
    return worker;
  }, [notify]);

  useEffect(() => () => workerRef.current?.terminate(), []);

  const convert = useCallback(
    (files: readonly File[], reading: CsvReading = {}) => {
      if (files.length === 0) return;
      setState({ ...INITIAL, status: "working", progress: { done: 0, total: files.length, fileName: "" } });
      const request: WorkerRequest = { type: "convert", files, reading };
      getWorker().postMessage(request);
    },
    [getWorker],
  );

  const download = useCallback(
    (kind: ExportKind, account: string | null, openingBalances?: Readonly<Record<number, string>>) => {
      setState((s) => ({ ...s, exporting: kind }));
      const request: WorkerRequest = {
        type: "export",
        kind,
        account,
        text: readBankExportText(pageLanguage()),
        openingBalances,
      };
      getWorker().postMessage(request);
    },
    [getWorker],
  );

  return { state, convert, download };
}

function saveFile(bytes: Uint8Array, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
