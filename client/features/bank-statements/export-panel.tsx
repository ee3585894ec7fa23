import { type ReactElement, useId, useState } from "react";
import type { ExportKind } from "./worker-protocol";

const EXPORTS: readonly { kind: ExportKind; label: string }[] = [
  { kind: "xlsx", label: "Download Excel (XLSX)" },
  { kind: "csv-nl", label: "Download CSV (Dutch Excel: ; and decimal comma)" },
  { kind: "csv-international", label: "Download CSV (, and decimal point)" },
  { kind: "json", label: "Download JSON" },
];

interface ExportPanelProps {
  readonly accounts: readonly string[];
  readonly exporting: ExportKind | null;
  readonly onExport: (kind: ExportKind, account: string | null) => void;
}

/** One file for everything, or for one account. */
export function ExportPanel({ accounts, exporting, onExport }: ExportPanelProps): ReactElement {
  const selectId = useId();
  const [account, setAccount] = useState("");
  return (
    <section
      aria-labelledby="export-heading"
      className="mt-10 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="export-heading" className="text-2xl font-bold">
        Export
      </h2>
      <label htmlFor={selectId} className="mt-3 block text-sm font-medium">
        Accounts to export
      </label>
      <select
        id={selectId}
        value={account}
        onChange={(event) => setAccount(event.currentTarget.value)}
        className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900"
      >
        <option value="">All accounts</option>
        {accounts.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      <div className="mt-4 flex flex-wrap gap-3">
        {EXPORTS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            disabled={exporting !== null}
            onClick={() => onExport(kind, account || null)}
            className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-50 dark:bg-blue-600 dark:hover:bg-blue-500"
          >
            {exporting === kind ? "Preparing…" : label}
          </button>
        ))}
      </div>
    </section>
  );
}
