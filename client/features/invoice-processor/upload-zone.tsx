import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { MAX_UPLOAD_FILE_BYTES, planUploadBatches } from "../../../core/invoice/upload-batches";
import type { UploadResult } from "./invoice-types";
import { uploadInvoices } from "./invoices-api";

interface UploadZoneProps {
  readonly onUploaded: (results: readonly UploadResult[]) => void;
}

const ACCEPT = ".pdf,.png,.jpg,.jpeg,.xml,application/pdf,image/png,image/jpeg,application/xml,text/xml";

/** Multi-file drag and drop (or choose) upload; each file gets its own outcome. */
export function UploadZone({ onUploaded }: UploadZoneProps): ReactElement {
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<UploadResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function handleFiles(list: FileList | null): Promise<void> {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    setError(null);
    setResults([]);
    // Small batches within the Worker's request cap; a file over every limit never leaves the browser.
    const { batches, tooLarge } = planUploadBatches(files);
    const collected: UploadResult[] = tooLarge.map((file) => ({
      fileName: file.name,
      ok: false,
      error: {
        code: "file_too_large",
        message: m.processor_file_too_large({ size: MAX_UPLOAD_FILE_BYTES / (1024 * 1024) }),
      },
    }));
    setResults([...collected]);
    let done = collected.length;
    setUploading({ done, total: files.length });
    for (const batch of batches) {
      const result = await uploadInvoices(batch);
      if (!result.ok) {
        setError(result.message);
        break;
      }
      collected.push(...result.value.results);
      done += batch.length;
      setResults([...collected]);
      setUploading({ done, total: files.length });
    }
    setUploading(null);
    onUploaded(collected);
  }

  return (
    <div>
      <label
        htmlFor="invoice-files"
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-8 text-center hover:border-blue-500 ${
          dragging ? "border-blue-500 bg-blue-50 dark:bg-gray-800" : "border-gray-300 dark:border-gray-600"
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void handleFiles(event.dataTransfer.files);
        }}
      >
        <span className="font-medium">{m.processor_drop_files()}</span>
        <span className="mt-1 text-sm text-gray-600 dark:text-gray-400">{m.processor_drop_limits()}</span>
        <input
          id="invoice-files"
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => {
            void handleFiles(event.target.files);
            event.target.value = "";
          }}
        />
      </label>
      {uploading && (
        <div className="mt-3 text-sm" aria-live="polite">
          <span>{m.processor_uploading({ done: uploading.done, total: uploading.total })}</span>
          <progress
            aria-label={m.processor_upload_progress()}
            className="mt-1 h-2 w-full"
            max={uploading.total}
            value={uploading.done}
          />
        </div>
      )}
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      {results.length > 0 && (
        <ul aria-label={m.processor_upload_results()} className="mt-3 space-y-1 text-sm">
          {results.map((result, index) => (
            <li key={`${index}-${result.fileName}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{result.fileName}</span>
              {result.ok ? (
                <span className="text-green-700 dark:text-green-400">
                  {result.invoice.status === "needs_ocr"
                    ? m.processor_upload_stored_ocr()
                    : m.processor_upload_read()}
                  {result.duplicates.length > 0 && (
                    <span className="ml-2 text-amber-700 dark:text-amber-300">
                      {m.processor_upload_duplicate()}
                    </span>
                  )}
                </span>
              ) : (
                <span className="text-red-700 dark:text-red-400">{result.error.message}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
