import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";

/** What the OCR engine is busy with before it can read the first page, in the order it happens. */
export type LoadingStage =
  | { readonly phase: "engine" | "core" | "starting" }
  | { readonly phase: "languages"; readonly loadedBytes: number; readonly totalBytes: number };

export type LoadingPhase = LoadingStage["phase"];

/**
 * The share of the loading bar each phase fills (docs/decisions/127). The language data is the one
 * download whose bytes we count; the library chunk, the WebAssembly core and the engine's start
 * report only their begin and end, so the bar creeps through their range with time.
 */
const RANGES: Readonly<Record<LoadingPhase, readonly [number, number]>> = {
  engine: [0.02, 0.1],
  languages: [0.1, 0.6],
  core: [0.6, 0.85],
  starting: [0.85, 0.98],
};

/** How fast a creeping phase approaches the end of its range (ms to cover ~63 % of it). */
const CREEP_MS = 3000;
const TICK_MS = 250;

/** tesseract.js logger statuses before recognition, mapped to our phases; others are not loading. */
export function phaseOfTesseractStatus(status: string): "core" | "starting" | null {
  if (status === "loading tesseract core") return "core";
  if (
    status === "initializing tesseract" ||
    status === "loading language traineddata" ||
    status === "initializing api"
  )
    return "starting";
  return null;
}

/** Where the bar stands `elapsedMs` into a stage: bytes for the download, else creeping, never at the end. */
export function loadingProgress(stage: LoadingStage, elapsedMs: number): number {
  const [start, end] = RANGES[stage.phase];
  const share =
    stage.phase === "languages"
      ? stage.totalBytes > 0
        ? Math.min(1, stage.loadedBytes / stage.totalBytes)
        : 0
      : 1 - Math.exp(-Math.max(0, elapsedMs) / CREEP_MS);
  return start + (end - start) * share;
}

function megabytes(bytes: number): string {
  return formatNumber(bytes / 1_000_000, getLanguage(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** The words shown beside the bar for a stage. */
export function loadingLabel(stage: LoadingStage): string {
  if (stage.phase === "languages")
    return m.ocr_loading_languages({
      loaded: megabytes(stage.loadedBytes),
      total: megabytes(stage.totalBytes),
    });
  return stage.phase === "starting" ? m.ocr_starting_engine() : m.ocr_loading_engine();
}

export interface LoadingTracker {
  enter(stage: LoadingStage): void;
  stop(): void;
}

/**
 * Turns loading stages into label + bar updates, re-reported on a timer so the bar keeps moving
 * while a phase is silent. The bar never moves back.
 */
export function trackLoading(
  report: (label: string, progress: number) => void,
  now: () => number = () => Date.now(),
): LoadingTracker {
  let stage: LoadingStage = { phase: "engine" };
  let since = now();
  let shown = 0;
  const show = (): void => {
    shown = Math.max(shown, loadingProgress(stage, now() - since));
    report(loadingLabel(stage), shown);
  };
  const timer = setInterval(show, TICK_MS);
  show();
  return {
    enter(next) {
      if (next.phase !== stage.phase) since = now();
      stage = next;
      show();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
