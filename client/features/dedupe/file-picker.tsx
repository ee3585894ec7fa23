import { type ReactElement, useId } from "react";
import { m } from "../../../core/i18n/messages";

interface FilePickerProps {
  readonly onFile: (file: File) => void;
  readonly disabled: boolean;
}

export function FilePicker({ onFile, disabled }: FilePickerProps): ReactElement {
  const id = useId();
  return (
    <div className="mt-6 rounded-lg border-2 border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {m.dedupe_tool_choose_file()}
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        disabled={disabled}
        className="mx-auto mt-3 block text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1.5 file:text-white dark:text-gray-300 dark:file:bg-blue-500 dark:file:text-gray-950"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = "";
        }}
      />
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{m.dedupe_tool_drop_hint()}</p>
    </div>
  );
}
