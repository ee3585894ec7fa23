import { useCallback, useState } from "react";
import { type SavedFile, saveStatementFile } from "./saved-api";

export type SaveState =
  | { readonly status: "saving" }
  | { readonly status: "saved"; readonly file: SavedFile }
  | { readonly status: "failed"; readonly message: string };

/** Save state per file name; each file is one request, so one refusal does not stop the others. */
export function useSaveFiles(): {
  states: ReadonlyMap<string, SaveState>;
  save: (file: File) => Promise<SaveState>;
  reset: () => void;
} {
  const [states, setStates] = useState<ReadonlyMap<string, SaveState>>(new Map());
  const put = useCallback((name: string, state: SaveState) => {
    setStates((previous) => new Map(previous).set(name, state));
  }, []);
  const save = useCallback(
    async (file: File): Promise<SaveState> => {
      put(file.name, { status: "saving" });
      const result = await saveStatementFile(file);
      const state: SaveState = result.ok
        ? { status: "saved", file: result.value }
        : { status: "failed", message: result.message };
      put(file.name, state);
      return state;
    },
    [put],
  );
  const reset = useCallback(() => setStates(new Map()), []);
  return { states, save, reset };
}
