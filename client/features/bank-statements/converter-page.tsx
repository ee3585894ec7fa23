import { lazy, type ReactElement, Suspense, useCallback, useMemo, useState } from "react";
import { buildBalanceSeries } from "../../../core/bank/balance-series";
import { describeFileErrorIn, renderBankText } from "../../../core/bank/bank-text";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { PageIntro } from "../../components/ui/page-intro";
import { useAuth } from "../auth/use-auth";
import { loadRememberedMappings, rememberMapping } from "./csv-mapping-memory";
import { CsvMappingPreview } from "./csv-mapping-preview";
import { ExportPanel } from "./export-panel";
import { FileDrop } from "./file-drop";
import { FileWarnings } from "./file-warnings";
import { SaveToDashboard } from "./saved/save-to-dashboard";
import { StatementCard } from "./statement-card";
import { TransactionsTable } from "./transactions-table";
import { useBankConverter } from "./use-bank-converter";

const BalanceChart = lazy(() => import("./balance-chart"));

export default function BankStatementConverterPage(): ReactElement {
  const { state, convert, download } = useBankConverter();
  const [originals, setOriginals] = useState<readonly File[]>([]);
  const [corrections, setCorrections] = useState<Readonly<Record<string, CsvMapping>>>({});
  const signedIn = useAuth().status === "signed-in";
  const start = useCallback(
    async (files: readonly File[]) => {
      setOriginals(files);
      setCorrections({});
      convert(files, { remembered: await loadRememberedMappings(signedIn) });
    },
    [convert, signedIn],
  );
  const applyMapping = useCallback(
    async (fileName: string, mapping: CsvMapping) => {
      const next = { ...corrections, [fileName]: mapping };
      setCorrections(next);
      convert(originals, { mappings: next, remembered: await loadRememberedMappings(signedIn) });
      await rememberMapping(signedIn, mapping);
    },
    [convert, corrections, originals, signedIn],
  );
  const result = state.result;
  const converted = useMemo(() => {
    const names = new Set(result?.files.map((file) => file.fileName));
    return originals.filter((file) => names.has(file.name));
  }, [originals, result]);
  const statements = result?.statements ?? [];
  const modelStatements = useMemo(() => statements.map((s) => s.statement), [statements]);
  const series = useMemo(() => buildBalanceSeries(modelStatements), [modelStatements]);
  const accounts = useMemo(() => [...new Set(statements.map((s) => s.statement.account))], [statements]);

  return (
    <div className="pb-16">
      <PageIntro path="/bank-statement-converter">
        <FileDrop disabled={state.status === "working"} onFiles={(files) => void start(files)} />
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4">
        {state.status === "working" ? (
          <div className="mt-2">
            <label htmlFor="bank-progress" className="block text-sm font-medium">
              {m.bank_reading_progress({
                fileName: state.progress.fileName || m.bank_reading_files(),
                done: state.progress.done,
                total: state.progress.total,
              })}
            </label>
            <progress
              id="bank-progress"
              max={Math.max(1, state.progress.total)}
              value={state.progress.done}
              className="mt-1 h-2 w-full accent-blue-700"
            />
          </div>
        ) : null}
        {state.status === "failed" ? (
          <p
            role="alert"
            className="mt-4 rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {state.failure}
          </p>
        ) : null}
        {result && result.errors.length > 0 ? (
          <section aria-labelledby="errors-heading" className="mt-6 rounded-md bg-red-50 p-4 dark:bg-red-950">
            <h2 id="errors-heading" className="font-semibold text-red-900 dark:text-red-100">
              {m.bank_errors_heading()}
            </h2>
            <ul className="mt-2 list-disc pl-5 text-sm text-red-900 dark:text-red-100">
              {result.errors.map((error) => (
                <li key={`${error.fileName}-${error.line ?? 0}-${error.element ?? ""}`}>
                  {describeFileErrorIn(error, pageLanguage())}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {result ? <FileWarnings files={result.files} /> : null}
        {result?.files.map((file) =>
          file.csv ? (
            <CsvMappingPreview
              key={`${file.fileName}:${file.csv.mapping.roles.join(",")}`}
              file={file}
              onApply={(fileName, mapping) => void applyMapping(fileName, mapping)}
            />
          ) : null,
        )}
        {result && result.issues.length > 0 ? (
          <section
            aria-labelledby="issues-heading"
            className="mt-6 rounded-md bg-amber-50 p-4 dark:bg-amber-950"
          >
            <h2 id="issues-heading" className="font-semibold text-amber-900 dark:text-amber-100">
              {m.bank_issues_heading()}
            </h2>
            <ul className="mt-2 list-disc pl-5 text-sm text-amber-900 dark:text-amber-100">
              {result.issues.map((issue) => (
                <li key={issue.message}>{renderBankText(issue.text, pageLanguage())}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {statements.length > 0 ? (
          <>
            <section aria-labelledby="statements-heading" className="mt-10">
              <h2 id="statements-heading" className="text-2xl font-bold">
                {m.bank_statements_heading()}
              </h2>
              <div className="mt-4 grid gap-4 md:grid-cols-2">
                {statements.map((item) => (
                  <StatementCard key={`${item.statement.fileName}-${item.statement.location}`} item={item} />
                ))}
              </div>
            </section>
            {series.length > 0 ? (
              <section aria-labelledby="chart-heading" className="mt-10">
                <h2 id="chart-heading" className="text-2xl font-bold">
                  {m.bank_chart_heading()}
                </h2>
                <div className="mt-4">
                  <Suspense fallback={<p className="text-sm">{m.bank_chart_loading()}</p>}>
                    <BalanceChart series={series} />
                  </Suspense>
                </div>
              </section>
            ) : null}
            <SaveToDashboard files={converted} />
            <ExportPanel
              accounts={accounts}
              statements={modelStatements}
              exporting={state.exporting}
              onExport={download}
            />
            <TransactionsTable statements={statements} />
          </>
        ) : null}
      </div>
    </div>
  );
}
