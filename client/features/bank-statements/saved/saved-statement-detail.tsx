import { lazy, type ReactElement, Suspense, useEffect, useMemo, useState } from "react";
import { buildBalanceSeries } from "../../../../core/bank/balance-series";
import { m } from "../../../../core/i18n/messages";
import { StatementCard } from "../statement-card";
import { TransactionsTable } from "../transactions-table";
import { type CheckedStatement, type ExportKind, isCamtKind } from "../worker-protocol";
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

const EXPORTS: readonly { kind: ExportKind; label: () => string }[] = [
  { kind: "xlsx", label: m.bank_saved_export_xlsx },
  { kind: "csv-nl", label: m.bank_saved_export_csv_nl },
  { kind: "csv-international", label: m.bank_saved_export_csv_int },
  { kind: "json", label: m.bank_saved_export_json },
  { kind: "mt940", label: m.bank_saved_export_mt940 },
  { kind: "camt053-02", label: m.bank_saved_export_camt_02 },
  { kind: "camt053-08", label: m.bank_saved_export_camt_08 },
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
  if (!loaded) return <p className="mt-6 text-sm">{m.bank_loading_statement()}</p>;
  const { saved, item } = loaded;
  const name = saved.statementNumber || saved.statementRef;
  // CAMT.053 requires a balance; a file without any (a bank CSV) cannot give one (ADR 243).
  const hasBalance = saved.openingBalance !== null || saved.closingBalance !== null;
  const exports = EXPORTS.filter(({ kind }) => hasBalance || !isCamtKind(kind));

  return (
    <section aria-labelledby="saved-detail-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-detail-heading" className="text-2xl font-bold">
          {m.bank_detail_heading({ number: name, account: saved.accountIban })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          {m.bank_back()}
        </button>
      </div>
      <div className="mt-4">
        <StatementCard item={item} />
      </div>
      {series.length > 0 ? (
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm">{m.bank_chart_loading()}</p>}>
            <BalanceChart series={series} />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
        <h3 className="font-semibold">{m.bank_export_statement()}</h3>
        <div className="mt-2 flex flex-wrap gap-3">
          {exports.map(({ kind, label }) => (
            <a key={kind} className={LINK} href={statementExportUrl(saved.id, kind)} download>
              {label()}
            </a>
          ))}
        </div>
        {fileStatementCount > 1 ? (
          <>
            <h3 className="mt-4 font-semibold">
              {m.bank_export_file({ fileName: saved.fileName, count: fileStatementCount })}
            </h3>
            <div className="mt-2 flex flex-wrap gap-3">
              {exports.map(({ kind, label }) => (
                <a key={kind} className={LINK} href={fileExportUrl(saved.documentId, kind)} download>
                  {label()}
                </a>
              ))}
            </div>
          </>
        ) : null}
        {hasBalance ? null : <p className="mt-3 text-sm">{m.bank_saved_camt_needs_balance()}</p>}
        <p className="mt-4 text-sm">
          <a className="font-semibold underline" href={originalFileUrl(saved.documentId)} download>
            {m.bank_download_original({ fileName: saved.fileName })}
          </a>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ConfirmDelete
            label={m.bank_delete_statement()}
            question={`${m.bank_delete_statement_question({ number: name, count: saved.transactionCount })}${fileStatementCount === 1 ? m.bank_delete_original_too() : ""}`}
            onConfirm={async () => {
              const result = await deleteSavedStatement(saved.id);
              if (result.ok)
                onDeleted(m.bank_statement_deleted({ number: name, account: saved.accountIban }));
              else setError(result.message);
            }}
          />
          {fileStatementCount > 1 ? (
            <ConfirmDelete
              label={m.bank_delete_file()}
              question={m.bank_delete_file_question({ fileName: saved.fileName, count: fileStatementCount })}
              onConfirm={async () => {
                const result = await deleteSavedFile(saved.documentId);
                if (result.ok) onDeleted(m.bank_file_deleted({ fileName: saved.fileName }));
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
