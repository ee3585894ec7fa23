import { type ReactElement, useEffect, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { type ReconcileSettings, readSettings, saveSettings } from "./reconcile-api";

/** The user's tolerance for bank charges and the reference printed on new invoices. */
export function ReconcileSettingsForm({
  onSaved,
}: {
  readonly onSaved: (text: string) => void;
}): ReactElement | null {
  const [settings, setSettings] = useState<ReconcileSettings | null>(null);
  const toleranceId = useId();
  const kindId = useId();
  useEffect(() => {
    void readSettings().then((result) => {
      if (result.ok) setSettings(result.value);
    });
  }, []);
  if (!settings) return null;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium">{m.reconcile_settings()}</summary>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void saveSettings(settings).then((result) =>
            onSaved(result.ok ? m.reconcile_settings_saved() : result.message),
          );
        }}
      >
        <label htmlFor={toleranceId} className="flex flex-col">
          {m.reconcile_tolerance()}
          <input
            id={toleranceId}
            type="number"
            min={0}
            max={1000}
            className="mt-1 w-28 rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
            value={settings.toleranceCents}
            onChange={(event) =>
              setSettings({
                ...settings,
                toleranceCents: Math.max(0, Math.min(1000, Math.trunc(Number(event.target.value) || 0))),
              })
            }
          />
        </label>
        <label htmlFor={kindId} className="flex flex-col">
          {m.reconcile_reference_kind()}
          <select
            id={kindId}
            className="mt-1 rounded border border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-950"
            value={settings.referenceKind}
            onChange={(event) =>
              setSettings({
                ...settings,
                referenceKind: event.target.value as ReconcileSettings["referenceKind"],
              })
            }
          >
            <option value="rf">{m.reconcile_reference_rf()}</option>
            <option value="betalingskenmerk">{m.reconcile_reference_betalingskenmerk()}</option>
            <option value="none">{m.reconcile_reference_none()}</option>
          </select>
        </label>
        <button type="submit" className="rounded bg-blue-700 px-3 py-1 font-semibold text-white">
          {m.reconcile_save()}
        </button>
      </form>
    </details>
  );
}
