import { Lock } from "lucide-react";
import { type DragEvent, type ReactElement, type ReactNode, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";
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
        <span className="text-lg font-semibold">{m.bank_drop_title()}</span>
        <span id={hintId} className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          {m.bank_drop_hint()}
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          disabled={disabled}
          aria-describedby={hintId}
          aria-label={m.bank_drop_input()}
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
          {m.bank_drop_privacy()}
        </p>
      )}
    </div>
  );
}
