import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import { formatDate, formatMoney } from "../format-money";
import { groupByAccount, periodOf } from "./group-by-account";
import type { SavedStatement } from "./saved-api";

const LINK_BUTTON =
  "rounded-md border border-gray-300 px-3 py-1.5 text-sm hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800";

interface ListProps {
  readonly statements: readonly SavedStatement[];
  readonly onOpen: (id: string) => void;
}

/** Saved statements grouped by account: period, balances, reconciled, file and when it was saved. */
export function SavedStatementsList({ statements, onOpen }: ListProps): ReactElement {
  return (
    <div className="grid gap-8">
      {groupByAccount(statements).map((group) => (
        <section
          key={`${group.account}-${group.currency}`}
          aria-label={m.bank_account_group({ account: group.account })}
        >
          <h2 className="text-xl font-bold">
            {group.account}{" "}
            <span className="text-base font-normal text-gray-600 dark:text-gray-400">{group.currency}</span>
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-gray-200 dark:border-gray-700">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {m.bank_col_period()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.bank_col_statement()}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {m.bank_col_opening()}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {m.bank_col_closing()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.bank_col_check()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.bank_col_file()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.bank_col_saved()}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{m.bank_col_actions()}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.statements.map((s) => {
                  const period = periodOf(s);
                  return (
                    <tr key={s.id} className="border-b border-gray-100 dark:border-gray-800">
                      <td className="py-2 pr-4 whitespace-nowrap">
                        {formatDate(period.from)} – {formatDate(period.to)}
                      </td>
                      <td className="py-2 pr-4">{s.statementNumber || s.statementRef}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {s.openingBalance === null ? "—" : formatMoney(s.openingBalance, s.currency)}
                      </td>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {s.closingBalance === null ? "—" : formatMoney(s.closingBalance, s.currency)}
                      </td>
                      <td className="py-2 pr-4">
                        {s.reconciled ? (
                          <span className="text-green-800 dark:text-green-300">
                            {m.bank_card_reconciled()}
                          </span>
                        ) : s.difference ? (
                          <span className="text-red-800 dark:text-red-300">
                            {m.bank_card_difference({ amount: formatMoney(s.difference, s.currency) })}
                          </span>
                        ) : (
                          <span>{m.bank_no_balances()}</span>
                        )}
                      </td>
                      <td className="py-2 pr-4">{s.fileName}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">{formatDate(s.savedAt.slice(0, 10))}</td>
                      <td className="py-2">
                        <button
                          type="button"
                          className={LINK_BUTTON}
                          onClick={() => onOpen(s.id)}
                          aria-label={m.bank_open_statement({
                            number: s.statementNumber || s.statementRef,
                            account: s.accountIban,
                          })}
                        >
                          {m.bank_open()}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
