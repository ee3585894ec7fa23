import { type ReactElement, useId, useMemo, useState } from "react";
import type { BankStatement } from "../../../core/bank/model";
import { m } from "../../../core/i18n/messages";
import { CamtBalances, findUnknownBalances, readTypedBalance } from "./camt-balances";
import { type ExportKind, isCamtKind } from "./worker-protocol";

const EXPORTS: readonly { kind: ExportKind; label: () => string }[] = [
  { kind: "xlsx", label: m.bank_export_xlsx },
  { kind: "csv-nl", label: m.bank_export_csv_nl },
  { kind: "csv-international", label: m.bank_export_csv_int },
  { kind: "json", label: m.bank_export_json },
  { kind: "mt940", label: m.bank_export_mt940 },
  { kind: "camt053-02", label: m.bank_export_camt_02 },
  { kind: "camt053-08", label: m.bank_export_camt_08 },
];

interface ExportPanelProps {
  readonly accounts: readonly string[];
  readonly statements: readonly BankStatement[];
  readonly exporting: ExportKind | null;
  readonly onExport: (
    kind: ExportKind,
    account: string | null,
    openingBalances?: Readonly<Record<number, string>>,
  ) => void;
}

/** One file for everything, or for one account. */
export function ExportPanel({ accounts, statements, exporting, onExport }: ExportPanelProps): ReactElement {
  const selectId = useId();
  const [account, setAccount] = useState("");
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const unknown = useMemo(() => findUnknownBalances(statements, account || null), [statements, account]);

  const exportKind = (kind: ExportKind): void => {
    if (!isCamtKind(kind) || unknown.length === 0) {
      onExport(kind, account || null);
      return;
    }
    const openings: Record<number, string> = {};
    for (const item of unknown) {
      const amount = readTypedBalance(typed[item.index] ?? "");
      if (amount === null) {
        setShowErrors(true);
        document.getElementById(`camt-opening-${item.index}`)?.focus();
        return;
      }
      openings[item.index] = amount;
    }
    onExport(kind, account || null, openings);
  };
  return (
    <section
      aria-labelledby="export-heading"
      className="mt-10 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="export-heading" className="text-2xl font-bold">
        {m.bank_export_heading()}
      </h2>
      <label htmlFor={selectId} className="mt-3 block text-sm font-medium">
        {m.bank_export_accounts()}
      </label>
      <select
        id={selectId}
        value={account}
        onChange={(event) => setAccount(event.currentTarget.value)}
        className="mt-1 rounded-md border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900"
      >
        <option value="">{m.bank_export_all_accounts()}</option>
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
            onClick={() => exportKind(kind)}
            className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-50 dark:bg-blue-600 dark:hover:bg-blue-500"
          >
            {exporting === kind ? m.bank_export_preparing() : label()}
          </button>
        ))}
      </div>
      {unknown.length > 0 ? (
        <CamtBalances
          unknown={unknown}
          typed={typed}
          showErrors={showErrors}
          onChange={(index, text) => setTyped((current) => ({ ...current, [index]: text }))}
        />
      ) : null}
    </section>
  );
}
