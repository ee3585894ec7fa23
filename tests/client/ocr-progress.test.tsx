import { act, render, screen } from "@testing-library/react";
import { type ReactElement, useEffect, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ocrCanvases, type PageProgress } from "../../client/features/invoice-ocr/ocr-canvases";
import { PageProgressList } from "../../client/features/invoice-ocr/page-progress";
import { useDutchPage } from "./dutch-catalogue";

/** tesseract.js stands in as a worker that loads until the test says so; its logger is the test's. */
const tesseract = vi.hoisted(() => ({
  logger: null as null | ((message: { status: string; progress: number }) => void),
  languages: [] as unknown[],
}));
vi.mock("tesseract.js", () => ({
  createWorker: (languages: unknown[], _oem: number, options: { logger: typeof tesseract.logger }) => {
    tesseract.languages = languages;
    tesseract.logger = options.logger;
    return new Promise(() => {});
  },
}));

const MB = 1_000_000;

/**
 * Each language file is served as a stream the test feeds chunk by chunk, with a Content-Length of
 * `bytesPerFile` or, when that is null, none.
 */
function serveLanguageFiles(bytesPerFile: number | null): ReadableStreamDefaultController<Uint8Array>[] {
  const controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void controllers.push(controller),
      });
      const headers: Record<string, string> =
        bytesPerFile === null ? {} : { "Content-Length": String(bytesPerFile) };
      return new Response(body, { headers });
    }),
  );
  return controllers;
}

function OcrRun(): ReactElement {
  const [pages, setPages] = useState<PageProgress[]>([]);
  useEffect(() => {
    const canvases = [document.createElement("canvas"), document.createElement("canvas")];
    for (const canvas of canvases) {
      canvas.width = 2480;
      canvas.height = 3508;
    }
    void ocrCanvases(canvases, setPages);
  }, []);
  return <PageProgressList pages={pages} />;
}

function firstBar(): number {
  return Number((screen.getAllByRole("progressbar")[0] as HTMLProgressElement).value);
}

async function flush(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  tesseract.logger = null;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("OCR progress while the engine loads", () => {
  it("says what is loading from the first render and never sits at 0 %", async () => {
    const files = serveLanguageFiles(3 * MB);
    render(<OcrRun />);
    expect(screen.getByText("Page 1: Loading the OCR engine…")).toBeTruthy();
    expect(screen.getByText("Page 2: Waiting")).toBeTruthy();
    expect(firstBar()).toBeGreaterThan(0);

    await flush();
    const [english, dutch] = files;
    await act(async () => {
      english?.enqueue(new Uint8Array(1.5 * MB));
      dutch?.enqueue(new Uint8Array(1.5 * MB));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(
      screen.getByText("Page 1: Loading English, Dutch, German and French language data (3.0 of 12.0 MB)…"),
    ).toBeTruthy();
    const halfway = firstBar();

    await act(async () => {
      for (const file of files) {
        file.enqueue(new Uint8Array(file === english || file === dutch ? 1.5 * MB : 3 * MB));
        file.close();
      }
      await vi.advanceTimersByTimeAsync(0);
    });
    await flush();
    expect(tesseract.languages).toEqual(["eng", "nld", "deu", "fra"]);
    expect(firstBar()).toBeGreaterThan(halfway);

    // The WebAssembly core says only "started": the bar keeps moving while it loads.
    await act(async () => tesseract.logger?.({ status: "loading tesseract core", progress: 0 }));
    expect(screen.getByText("Page 1: Loading the OCR engine…")).toBeTruthy();
    const coreStart = firstBar();
    await flush(1000);
    const coreLater = firstBar();
    expect(coreLater).toBeGreaterThan(coreStart);
    await flush(60_000);
    expect(firstBar()).toBeLessThan(1);

    await act(async () => tesseract.logger?.({ status: "initializing api", progress: 0 }));
    expect(screen.getByText("Page 1: Starting the OCR engine…")).toBeTruthy();
    expect(firstBar()).toBeGreaterThanOrEqual(coreLater);
  });
});

describe("OCR progress in Dutch", () => {
  useDutchPage();

  it("names the loading steps in Dutch", async () => {
    const files = serveLanguageFiles(3 * MB);
    render(<OcrRun />);
    expect(screen.getByText("Pagina 1: OCR-engine laden…")).toBeTruthy();
    await flush();
    await act(async () => {
      files[0]?.enqueue(new Uint8Array(2_500_000));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(
      screen.getByText("Pagina 1: Engelse, Nederlandse, Duitse en Franse taaldata laden (2,5 van 12,0 MB)…"),
    ).toBeTruthy();
  });
});

describe("OCR progress without Content-Length", () => {
  it("counts against the known size of each language's data, so the total is the real one", async () => {
    const files = serveLanguageFiles(null);
    render(<OcrRun />);
    await flush();
    await act(async () => {
      files[0]?.enqueue(new Uint8Array(1 * MB));
      await vi.advanceTimersByTimeAsync(0);
    });
    // 2.95 + 3.01 + 1.33 + 0.71 MB: the four gzipped files as the build serves them.
    expect(
      screen.getByText("Page 1: Loading English, Dutch, German and French language data (1.0 of 8.0 MB)…"),
    ).toBeTruthy();
  });
});
