import { Link } from "@tanstack/react-router";
import { type ReactElement, type ReactNode, useId } from "react";
import type { Glance, InvoiceFigures, OpenItems } from "../../../../core/dashboard/overview-types";
import { formatDay, formatEuro, formatMoney, formatMonth } from "./format";

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

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
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
    { label: quarter.replace("-", " "), value: figures.quarter },
  ];
  return (
    <Tile title={title}>
      <dl className="mt-2 grid gap-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs text-gray-600 dark:text-gray-400">
              {row.label} · {plural(row.value.count, "invoice")}
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{formatEuro(row.value.totalInclCents)}</dd>
            <dd className="text-xs text-gray-600 tabular-nums dark:text-gray-400">
              {formatEuro(row.value.totalExclCents)} excl. VAT · {formatEuro(row.value.vatCents)} VAT
            </dd>
          </div>
        ))}
      </dl>
      {figures.otherCurrencyCount > 0 ? (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          {plural(figures.otherCurrencyCount, "invoice")} in other currencies not included.
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
        {plural(items.count, "invoice")}
        {items.oldestDueDate ? ` · oldest due ${formatDay(items.oldestDueDate)}` : ""}
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
        title="Invoices received"
        figures={glance.received}
        month={glance.month}
        quarter={glance.quarter}
      />
      <InvoiceTile
        title="Invoices issued"
        figures={glance.issued}
        month={glance.month}
        quarter={glance.quarter}
      />
      <OpenTile
        title="Open receivables"
        items={glance.receivables}
        note="Issued or sent invoices less matched bank payments, credit notes netted."
      />
      <OpenTile
        title="Payables coming due"
        items={glance.payables}
        note="Received invoices less matched bank payments; past due ones only where your statements show they were not paid."
      />
      <Tile title="Bank accounts">
        {glance.statements.latest.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
            No statements saved yet.{" "}
            <Link to="/dashboard/bank-statements" className="text-blue-700 underline dark:text-blue-300">
              Convert a statement
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
                <dd className="text-xs text-gray-600 dark:text-gray-400">on {formatDay(account.date)}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
          {plural(glance.statements.count, "statement")} saved
        </p>
      </Tile>
      <Tile title="Waiting for review">
        <p className="mt-2 text-xl font-semibold tabular-nums">{waiting}</p>
        <ul className="mt-1 grid gap-1 text-sm">
          <li>
            <Link to="/dashboard/processor" className="text-blue-700 underline dark:text-blue-300">
              {plural(review.lowConfidence, "extraction")} with uncertain fields
            </Link>
          </li>
          <li>
            <Link to="/dashboard/processor" className="text-blue-700 underline dark:text-blue-300">
              {plural(review.needsOcr, "scan")} waiting for OCR
            </Link>
          </li>
          <li>
            <Link to="/dashboard/settings" className="text-blue-700 underline dark:text-blue-300">
              {plural(review.refusedEmails, "e-mail")} refused in the last 30 days
            </Link>
          </li>
        </ul>
      </Tile>
    </div>
  );
}
