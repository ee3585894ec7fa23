import { type ReactElement, useEffect, useMemo, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { FieldName } from "../../../core/invoice/extraction/types";
import { useToast } from "../../components/ui/toast";
import { CameraCapture } from "./camera-capture";
import { ChecksList } from "./checks-list";
import { DocumentPreview, type OutlinedBox } from "./document-preview";
import { downloadText, type EditedValues, exportCsv, exportJson } from "./export-result";
import { displayValue, FIELDS } from "./field-list";
import { FieldsForm } from "./fields-form";
import { LineItemsTable } from "./line-items-table";
import { outlineBoxes } from "./outline-boxes";
import { PageProgressList } from "./page-progress";
import type { PageProgress, ProcessedFile } from "./process-file";

type State =
  | { readonly step: "idle" }
  | { readonly step: "working"; readonly pages: readonly PageProgress[] }
  | { readonly step: "done"; readonly result: ProcessedFile }
  | { readonly step: "error"; readonly message: string };

const METHOD_TEXT = {
  "text-layer": m.processor_method_text_layer,
  ocr: m.processor_method_ocr,
  "e-invoice": m.processor_method_e_invoice,
} as const;

export function OcrDemo(): ReactElement {
  const [state, setState] = useState<State>({ step: "idle" });
  const [values, setValues] = useState<EditedValues>({});
  const [focused, setFocused] = useState<FieldName | null>(null);
  const notify = useToast();

  useEffect(() => {
    if (state.step !== "done") return;
    const urls = state.result.pages.map((page) => page.url);
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [state]);

  /** One file is read as it is; several (photos only) as the pages of one document. */
  async function handleFiles(files: readonly File[]): Promise<void> {
    const [first] = files;
    if (!first) return;
    setState({ step: "working", pages: [{ page: 1, label: m.ocr_opening_file(), progress: 0 }] });
    try {
      const { processFile, processPhotos } = await import("./process-file");
      const onProgress = (pages: PageProgress[]): void => setState({ step: "working", pages });
      const result =
        files.length === 1 ? await processFile(first, onProgress) : await processPhotos(files, onProgress);
      if (!result.ok) {
        setState({ step: "error", message: result.error });
        return;
      }
      const extraction = result.value.extraction;
      setValues(Object.fromEntries(FIELDS.map((field) => [field.name, displayValue(extraction, field)])));
      setState({ step: "done", result: result.value });
    } catch {
      setState({ step: "error", message: m.ocr_read_failed() });
    }
  }

  const boxes = useMemo<OutlinedBox[]>(
    () => (state.step === "done" ? outlineBoxes(state.result.extraction, focused) : []),
    [state, focused],
  );

  return (
    <div className="mt-8">
      <label
        htmlFor="invoice-file"
        className="flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-gray-300 p-8 text-center hover:border-blue-500 dark:border-gray-600"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void handleFiles([...event.dataTransfer.files]);
        }}
      >
        <span className="font-medium">{m.ocr_choose_invoice()}</span>
        <span className="mt-1 text-sm text-gray-600 dark:text-gray-400">{m.ocr_choose_hint()}</span>
        <input
          id="invoice-file"
          type="file"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.xml,application/pdf,image/png,image/jpeg,application/xml,text/xml"
          className="sr-only"
          onChange={(event) => {
            void handleFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </label>
      <CameraCapture onPhotos={(photos) => void handleFiles(photos)} disabled={state.step === "working"} />

      {state.step === "working" && <PageProgressList pages={state.pages} />}

      {state.step === "error" && (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {state.message}
        </p>
      )}

      {state.step === "done" && (
        <section aria-labelledby="result-heading" className="mt-8">
          <h2 id="result-heading" className="text-2xl font-semibold">
            {m.ocr_extracted_fields()}
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {METHOD_TEXT[state.result.extraction.method]()} {m.processor_review_hint()}
          </p>
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <DocumentPreview pages={state.result.pages} boxes={boxes} />
            <div>
              <FieldsForm
                extraction={state.result.extraction}
                values={values}
                onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
                onFocusField={setFocused}
              />
              <LineItemsTable extraction={state.result.extraction} />
              <ChecksList checks={state.result.extraction.checks} />
              <div className="mt-6 flex gap-3">
                <button
                  type="button"
                  className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-500"
                  onClick={() => {
                    downloadText(exportCsv(state.result.extraction, values), "invoice.csv", "text/csv");
                    notify(m.ocr_downloaded({ file: "invoice.csv" }));
                  }}
                >
                  {m.ocr_download_csv()}
                </button>
                <button
                  type="button"
                  className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:hover:bg-gray-800"
                  onClick={() => {
                    downloadText(
                      exportJson(state.result.extraction, values),
                      "invoice.json",
                      "application/json",
                    );
                    notify(m.ocr_downloaded({ file: "invoice.json" }));
                  }}
                >
                  {m.ocr_download_json()}
                </button>
              </div>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
