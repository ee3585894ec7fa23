import { Link } from "@tanstack/react-router";
import { type ReactElement, type ReactNode, useId } from "react";
import type { Glance, InvoiceFigures, OpenItems } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";
import { formatCount, formatDay, formatEuro, formatMoney, formatMonth, formatQuarter } from "./format";

function Tile({ title, children }: { readonly title: string; readonly children: ReactNode }): ReactElement {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h3 id={id} className="text-sm font-semibold text-gray-600 dark:text-gray-300">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A count message's inputs: select the plural form on the number, print it formatted. */
function counted(count: number): { count: number; shown: string } {
  return { count, shown: formatCount(count) };
}

function InvoiceTile({
  title,
  figures,
  month,
  quarter,
}: {
  readonly title: string;
  readonly figures: InvoiceFigures;
  readonly month: string;
  readonly quarter: string;
}): ReactElement {
  const rows = [
    { label: formatMonth(month), value: figures.month },
    { label: formatQuarter(quarter), value: figures.quarter },
  ];
  return (
    <Tile title={title}>
      <dl className="mt-2 grid gap-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-gray-600 dark:text-gray-400">
              {row.label} · {m.dashboard_invoice_count(counted(row.value.count))}
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{formatEuro(row.value.totalInclCents)}</dd>
            <dd className="text-xs text-gray-600 tabular-nums dark:text-gray-400">
              {m.dashboard_excl_and_vat({
                excl: formatEuro(row.value.totalExclCents),
                vat: formatEuro(row.value.vatCents),
              })}
            </dd>
          </div>
        ))}
      </dl>
      {figures.otherCurrencyCount > 0 ? (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {m.dashboard_other_currencies(counted(figures.otherCurrencyCount))}
        </p>
      ) : null}
    </Tile>
  );
}

function OpenTile({
  title,
  items,
  note,
}: {
  readonly title: string;
  readonly items: OpenItems;
  readonly note: string;
}): ReactElement {
  return (
    <Tile title={title}>
      <p className="mt-2 text-xl font-semibold tabular-nums">{formatEuro(items.totalCents)}</p>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {m.dashboard_invoice_count(counted(items.count))}
        {items.oldestDueDate ? m.dashboard_oldest_due({ date: formatDay(items.oldestDueDate) }) : ""}
      </p>
      <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">{note}</p>
    </Tile>
  );
}

/** The figures at a glance (issue 11): invoices, open items, accounts, review queue. */
export function GlanceFigures({ glance }: { readonly glance: Glance }): ReactElement {
  const { review } = glance;
  const waiting = review.lowConfidence + review.needsOcr + review.refusedEmails;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <InvoiceTile
        title={m.dashboard_invoices_received()}
        figures={glance.received}
        month={glance.month}
        quarter={glance.quarter}
      />
      <InvoiceTile
        title={m.dashboard_invoices_issued()}
        figures={glance.issued}
        month={glance.month}
        quarter={glance.quarter}
      />
      <OpenTile
        title={m.dashboard_open_receivables()}
        items={glance.receivables}
        note={m.dashboard_open_receivables_note()}
      />
      <OpenTile
        title={m.dashboard_payables_due()}
        items={glance.payables}
        note={m.dashboard_payables_note()}
      />
      <Tile title={m.dashboard_bank_accounts()}>
        {glance.statements.latest.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            {m.dashboard_no_statements()}{" "}
            <Link to="/dashboard/bank-statements" className="text-blue-700 underline dark:text-blue-300">
              {m.dashboard_convert_statement()}
            </Link>
          </p>
        ) : (
          <dl className="mt-2 grid gap-2">
            {glance.statements.latest.map((account) => (
              <div key={`${account.account}-${account.currency}`}>
                <dt className="break-all font-mono text-xs text-gray-600 dark:text-gray-400">
                  {account.account}
                </dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatMoney(account.balanceCents, account.currency)}
                </dd>
                <dd className="text-xs text-gray-600 dark:text-gray-400">
                  {m.dashboard_balance_on({ date: formatDay(account.date) })}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          {m.dashboard_statements_saved(counted(glance.statements.count))}
        </p>
      </Tile>
      <Tile title={m.dashboard_waiting_review()}>
        <p className="mt-2 text-xl font-semibold tabular-nums">{waiting}</p>
        <ul className="mt-1 grid gap-1 text-sm">
          <li>
            <Link to="/dashboard/processor" className="text-blue-700 underline dark:text-blue-300">
              {m.dashboard_uncertain_extractions(counted(review.lowConfidence))}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/processor" className="text-blue-700 underline dark:text-blue-300">
              {m.dashboard_scans_waiting(counted(review.needsOcr))}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings" className="text-blue-700 underline dark:text-blue-300">
              {m.dashboard_emails_refused(counted(review.refusedEmails))}
            </Link>
          </li>
        </ul>
      </Tile>
    </div>
  );
}
