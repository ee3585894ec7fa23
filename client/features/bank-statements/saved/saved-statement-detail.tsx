import { lazy, type ReactElement, Suspense, useEffect, useMemo, useState } from "react";
import { buildBalanceSeries } from "../../../../core/bank/balance-series";
import { StatementCard } from "../statement-card";
import { TransactionsTable } from "../transactions-table";
import type { CheckedStatement, ExportKind } from "../worker-protocol";
import { ConfirmDelete } from "./confirm-delete";
import {
  deleteSavedFile,
  deleteSavedStatement,
  fileExportUrl,
  loadSavedStatement,
  originalFileUrl,
  type SavedStatement,
  statementExportUrl,
} from "./saved-api";
import { toCheckedStatement } from "./to-checked-statement";

const BalanceChart = lazy(() => import("../balance-chart"));

const EXPORTS: readonly { kind: ExportKind; label: string }[] = [
  { kind: "xlsx", label: "Excel (XLSX)" },
  { kind: "csv-nl", label: "CSV (Dutch Excel: ; and decimal comma)" },
  { kind: "csv-international", label: "CSV (, and decimal point)" },
  { kind: "json", label: "JSON" },
];

const LINK =
  "rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500";

interface DetailProps {
  readonly id: string;
  /** Statements of the same saved file (for the whole-file actions). */
  readonly fileStatementCount: number;
  readonly onClose: () => void;
  readonly onDeleted: (message: string) => void;
}

/** One saved statement: the converter's card, chart and table, exports, the original, and delete. */
export function SavedStatementDetail({
  id,
  fileStatementCount,
  onClose,
  onDeleted,
}: DetailProps): ReactElement {
  const [loaded, setLoaded] = useState<{ saved: SavedStatement; item: CheckedStatement } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoaded(null);
    setError(null);
    void loadSavedStatement(id).then((result) => {
      if (!live) return;
      if (result.ok)
        setLoaded({
          saved: result.value.statement,
          item: toCheckedStatement(result.value.statement, result.value.transactions),
        });
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [id]);

  const series = useMemo(() => (loaded ? buildBalanceSeries([loaded.item.statement]) : []), [loaded]);

  if (error)
    return (
      <p
        role="alert"
        className="mt-6 rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        {error}
      </p>
    );
  if (!loaded) return <p className="mt-6 text-sm">Loading the statement…</p>;
  const { saved, item } = loaded;
  const name = saved.statementNumber || saved.statementRef;

  return (
    <section aria-labelledby="saved-detail-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-detail-heading" className="text-2xl font-bold">
          Statement {name} of {saved.accountIban}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          Back to all statements
        </button>
      </div>
      <div className="mt-4">
        <StatementCard item={item} />
      </div>
      {series.length > 0 ? (
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm">Loading the chart…</p>}>
            <BalanceChart series={series} />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
        <h3 className="font-semibold">Export this statement</h3>
        <div className="mt-2 flex flex-wrap gap-3">
          {EXPORTS.map(({ kind, label }) => (
            <a key={kind} className={LINK} href={statementExportUrl(saved.id, kind)} download>
              {label}
            </a>
          ))}
        </div>
        {fileStatementCount > 1 ? (
          <>
            <h3 className="mt-4 font-semibold">
              Export the whole file {saved.fileName} ({fileStatementCount} statements)
            </h3>
            <div className="mt-2 flex flex-wrap gap-3">
              {EXPORTS.map(({ kind, label }) => (
                <a key={kind} className={LINK} href={fileExportUrl(saved.documentId, kind)} download>
                  {label}
                </a>
              ))}
            </div>
          </>
        ) : null}
        <p className="mt-4 text-sm">
          <a className="font-semibold underline" href={originalFileUrl(saved.documentId)} download>
            Download the original file ({saved.fileName})
          </a>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ConfirmDelete
            label="Delete statement"
            question={`Delete statement ${name} and its ${saved.transactionCount} transactions?${fileStatementCount === 1 ? " The original file is deleted too." : ""}`}
            onConfirm={async () => {
              const result = await deleteSavedStatement(saved.id);
              if (result.ok) onDeleted(`Statement ${name} of ${saved.accountIban} was deleted.`);
              else setError(result.message);
            }}
          />
          {fileStatementCount > 1 ? (
            <ConfirmDelete
              label="Delete the whole file"
              question={`Delete ${saved.fileName} with all ${fileStatementCount} statements?`}
              onConfirm={async () => {
                const result = await deleteSavedFile(saved.documentId);
                if (result.ok) onDeleted(`${saved.fileName} and its statements were deleted.`);
                else setError(result.message);
              }}
            />
          ) : null}
        </div>
      </div>
      <TransactionsTable statements={[item]} />
    </section>
  );
}
