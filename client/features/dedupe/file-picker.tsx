import { type ReactElement, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";

interface FilePickerProps {
  readonly onFile: (file: File) => void;
  readonly disabled: boolean;
}

const ACCEPT =
  ".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Our own button and file name over the browser's file input: the input is emptied after each pick
 * (so picking the same file again reloads it), which made the browser's own text say "No file chosen"
 * beside a loaded file. The input still covers the button, invisible, so a file dropped on it opens.
 */
export function FilePicker({ onFile, disabled }: FilePickerProps): ReactElement {
  const id = useId();
  const nameId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="mt-6 rounded-lg border-2 border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {m.dedupe_tool_choose_file()}
      </label>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-3">
        <span className="relative inline-flex rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 hover:bg-blue-800 has-[:disabled]:opacity-50 dark:bg-blue-500 dark:text-gray-950">
          <span aria-hidden="true">{m.dedupe_tool_browse()}</span>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            aria-describedby={nameId}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                setChosen(file.name);
                onFile(file);
              }
              event.target.value = "";
            }}
          />
        </span>
        <span
          id={nameId}
          data-testid="chosen-file"
          className="max-w-full truncate text-sm text-gray-700 dark:text-gray-300"
        >
          {chosen === null ? m.dedupe_tool_no_file() : m.dedupe_tool_chosen_file({ name: chosen })}
        </span>
      </div>
      <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">{m.dedupe_tool_drop_hint()}</p>
    </div>
  );
}
