import { ChevronDown, ChevronUp } from "lucide-react";
import { type ReactElement, useDeferredValue, useId, useMemo, useState } from "react";
import type { BankTransaction } from "../../../core/bank/model";
import { formatMoneyDecimal } from "../../../core/format/money";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import { Icon } from "../../components/ui/icon";
import { formatDate, formatMoney } from "./format-money";
import type { CheckedStatement } from "./worker-protocol";

const PAGE_SIZE = 50;

type SortKey = "bookingDate" | "amount" | "counterpartyName" | "description" | "account";

interface Row {
  readonly account: string;
  readonly t: BankTransaction;
  readonly amountValue: number;
  readonly haystack: string;
}

const COLUMNS: readonly { key: SortKey; label: () => string; numeric?: boolean }[] = [
  { key: "bookingDate", label: m.bank_col_date },
  { key: "account", label: m.bank_col_account },
  { key: "counterpartyName", label: m.bank_col_counterparty },
  { key: "description", label: m.bank_col_description },
  { key: "amount", label: m.bank_col_amount, numeric: true },
];

/**
 * All transactions with search, sort and paging. Only one page is rendered, the search text is
 * lowercased once per row, and typing is deferred, so 100,000 rows stay smooth.
 */
export function TransactionsTable({
  statements,
}: {
  readonly statements: readonly CheckedStatement[];
}): ReactElement {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: "bookingDate",
    ascending: true,
  });
  const [page, setPage] = useState(0);
  const deferredQuery = useDeferredValue(query);

  const rows = useMemo<Row[]>(
    () =>
      statements.flatMap(({ statement }) =>
        statement.transactions.map((t) => ({
          account: statement.account,
          t,
          // Display ordering only; the amounts themselves stay exact strings.
          amountValue: Number(t.amount),
          haystack: [
            t.counterpartyName,
            t.counterpartyAccount,
            t.description,
            t.endToEndId,
            t.creditorReference,
            t.amount,
            // Both decimal styles, so "1.234,56" and "1,234.56" find the same row.
            formatMoneyDecimal(t.amount, t.currency, "nl"),
            formatMoneyDecimal(t.amount, t.currency, "en"),
            t.bookingDate,
          ]
            .join(" ")
            .toLowerCase(),
        })),
      ),
    [statements],
  );

  const filtered = useMemo(() => {
    const needle = deferredQuery.trim().toLowerCase();
    const matching = needle ? rows.filter((r) => r.haystack.includes(needle)) : [...rows];
    const direction = sort.ascending ? 1 : -1;
    const key = sort.key;
    matching.sort((a, b) => {
      if (key === "amount") return (a.amountValue - b.amountValue) * direction;
      const left = key === "account" ? a.account : a.t[key];
      const right = key === "account" ? b.account : b.t[key];
      return left < right ? -direction : left > right ? direction : 0;
    });
    return matching;
  }, [rows, deferredQuery, sort]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const visible = filtered.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  return (
    <section aria-labelledby="transactions-heading" className="mt-10">
      <h2 id="transactions-heading" className="text-2xl font-bold">
        {m.bank_tx_heading()}
      </h2>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium">
            {m.bank_tx_search()}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(0);
            }}
            placeholder={m.bank_tx_search_placeholder()}
            className="mt-1 w-72 rounded-md border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900"
          />
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
          {m.bank_tx_count({
            shown: formatNumber(filtered.length, getLanguage()),
            total: formatNumber(rows.length, getLanguage()),
          })}
        </p>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <thead className="border-b border-gray-300 dark:border-gray-600">
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (sort.ascending ? "ascending" : "descending") : "none"}
                    className={`py-2 pr-3 ${column.numeric ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                      onClick={() => setSort({ key: column.key, ascending: active ? !sort.ascending : true })}
                    >
                      {column.label()}
                      {active ? (
                        <Icon
                          icon={sort.ascending ? ChevronUp : ChevronDown}
                          size="sm"
                          className="ml-1 inline-block align-[-2px]"
                        />
                      ) : null}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((r, index) => (
              <tr
                key={`${current}-${index}`}
                className="border-b border-gray-100 align-top dark:border-gray-800"
              >
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(r.t.bookingDate)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{r.account}</td>
                <td className="py-2 pr-3">
                  {r.t.counterpartyName}
                  {r.t.counterpartyAccount ? (
                    <span className="block text-xs text-gray-600 dark:text-gray-400">
                      {r.t.counterpartyAccount}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">
                  {r.t.description}
                  {r.t.reversal ? (
                    <span className="ml-2 text-xs font-semibold text-amber-700 dark:text-amber-300">
                      {m.bank_tx_reversal()}
                    </span>
                  ) : null}
                </td>
                <td
                  className={`py-2 pr-3 text-right whitespace-nowrap tabular-nums ${
                    r.amountValue < 0
                      ? "text-red-700 dark:text-red-400"
                      : "text-green-800 dark:text-green-400"
                  }`}
                >
                  {formatMoney(r.t.amount, r.t.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={m.bank_tx_pages()} className="mt-4 flex items-center gap-3">
        <button
          type="button"
          onClick={() => setPage(current - 1)}
          disabled={current === 0}
          className="rounded-md border border-gray-300 px-3 py-1 disabled:opacity-40 dark:border-gray-600"
        >
          {m.bank_tx_previous()}
        </button>
        <span className="text-sm">{m.bank_tx_page({ page: current + 1, count: pageCount })}</span>
        <button
          type="button"
          onClick={() => setPage(current + 1)}
          disabled={current >= pageCount - 1}
          className="rounded-md border border-gray-300 px-3 py-1 disabled:opacity-40 dark:border-gray-600"
        >
          {m.bank_tx_next()}
        </button>
      </nav>
    </section>
  );
}
