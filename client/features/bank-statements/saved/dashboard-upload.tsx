import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import { FileDrop } from "../file-drop";
import { SaveStatus } from "./save-status";
import { useSaveFiles } from "./use-save-files";

/** Drop files on the dashboard: each is uploaded, read by the server and saved, one at a time. */
export function DashboardUpload({ onSaved }: { readonly onSaved: () => void }): ReactElement {
  const { states, save, reset } = useSaveFiles();
  const busy = [...states.values()].some((state) => state.status === "saving");

  async function saveAll(files: readonly File[]): Promise<void> {
    reset();
    for (const file of files) {
      const state = await save(file);
      if (state.status === "saved") onSaved();
    }
  }

  return (
    <div>
      <FileDrop
        disabled={busy}
        onFiles={(files) => void saveAll(files)}
        note={<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{m.bank_upload_note()}</p>}
      />
      {states.size > 0 ? (
        <ul className="mt-3 grid gap-1" aria-label={m.bank_uploads()}>
          {[...states.entries()].map(([name, state]) => (
            <li key={name} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{name}:</span>
              <SaveStatus state={state} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
