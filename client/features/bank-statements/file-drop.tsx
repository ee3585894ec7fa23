import { Lock } from "lucide-react";
import { type DragEvent, type ReactElement, type ReactNode, useId, useState } from "react";
import { Icon } from "../../components/ui/icon";

interface FileDropProps {
  readonly disabled: boolean;
  readonly onFiles: (files: File[]) => void;
  /** Replaces the privacy note, for the dashboard where dropped files are uploaded. */
  readonly note?: ReactNode;
}

/** Drop zone and file picker for several statement files at once. */
export function FileDrop({ disabled, onFiles, note }: FileDropProps): ReactElement {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>): void => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="mt-8">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors focus-within:ring-2 focus-within:ring-blue-600 ${
          dragging
            ? "border-blue-600 bg-blue-50 dark:bg-blue-950"
            : "border-gray-300 hover:border-blue-500 dark:border-gray-600 dark:hover:border-blue-400"
        }`}
      >
        <span className="text-lg font-semibold">Drop MT940 or CAMT.053 files here, or choose files</span>
        <span id={hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          .sta, .940, .mt940, .txt or .xml, from any Dutch bank. Several files at once are fine.
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          disabled={disabled}
          aria-describedby={hintId}
          aria-label="Bank statement files"
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
        />
      </label>
      {note ?? (
        <p className="mt-3 flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <Icon icon={Lock} />
          Your files never leave this browser: they are read and converted on your own computer, nothing is
          uploaded.
        </p>
      )}
    </div>
  );
}
