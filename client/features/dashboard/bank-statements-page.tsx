import { Link } from "@tanstack/react-router";
import { type ReactElement, useCallback, useEffect, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { PageIntro } from "../../components/ui/page-intro";
import { DashboardUpload } from "../bank-statements/saved/dashboard-upload";
import { listSavedStatements, type SavedStatement } from "../bank-statements/saved/saved-api";
import { SavedStatementDetail } from "../bank-statements/saved/saved-statement-detail";
import { SavedStatementsList } from "../bank-statements/saved/saved-statements-list";
import { ReconciliationPanel } from "../reconciliation/reconciliation-panel";

/** /dashboard/bank-statements: saved statements by account, open, re-export, delete, and upload more (issue 5). */
export default function DashboardBankStatementsPage(): ReactElement {
  const [statements, setStatements] = useState<readonly SavedStatement[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);

  const refresh = useCallback(async () => {
    const result = await listSavedStatements();
    if (result.ok) {
      setStatements(result.value);
      setError(null);
    } else setError(result.message);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const open = statements?.find((s) => s.id === openId);

  return (
    <div className="pb-16">
      <PageIntro path="/dashboard/bank-statements">
        <DashboardUpload
          onSaved={() => {
            setSaves((count) => count + 1);
            void refresh();
          }}
        />
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4">
        {message ? (
          <p
            role="status"
            className="mt-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            {message}
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
        {statements === null && !error ? (
          <p className="mt-6 text-sm">{m.dashboard_statements_loading()}</p>
        ) : null}
        {statements && statements.length === 0 ? (
          <div className="mt-8 rounded-lg border border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
            <p className="font-semibold">{m.dashboard_statements_empty()}</p>
            <p className="mt-2 text-sm">
              {m.dashboard_statements_empty_before()}
              <Link to="/bank-statement-converter" className="font-semibold underline">
                {m.dashboard_statements_empty_link()}
              </Link>
              {m.dashboard_statements_empty_after()}
            </p>
          </div>
        ) : null}
        {open ? (
          <SavedStatementDetail
            id={open.id}
            fileStatementCount={statements?.filter((s) => s.documentId === open.documentId).length ?? 1}
            onClose={() => setOpenId(null)}
            onDeleted={(text) => {
              setOpenId(null);
              setMessage(text);
              void refresh();
            }}
          />
        ) : statements && statements.length > 0 ? (
          <div className="mt-8">
            <SavedStatementsList
              statements={statements}
              onOpen={(id) => {
                setMessage(null);
                setOpenId(id);
              }}
            />
          </div>
        ) : null}
        {statements && statements.length > 0 ? <ReconciliationPanel refreshKey={saves} /> : null}
      </div>
    </div>
  );
}
