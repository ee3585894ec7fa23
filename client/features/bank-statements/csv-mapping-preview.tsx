import { type ReactElement, useId, useState } from "react";
import { CSV_ROLES, type CsvRole } from "../../../core/bank/csv/header-roles";
import type { CsvMapping } from "../../../core/bank/csv/infer-mapping";
import { csvMappingSchema } from "../../../core/bank/csv/mapping-memory";
import { m } from "../../../core/i18n/messages";
import type { ConvertedFileSummary } from "./worker-protocol";

const ROLE_LABELS: Readonly<Record<CsvRole, () => string>> = {
  date: m.bank_csv_role_date,
  valueDate: m.bank_csv_role_value_date,
  amount: m.bank_csv_role_amount,
  debit: m.bank_csv_role_debit,
  credit: m.bank_csv_role_credit,
  sign: m.bank_csv_role_sign,
  name: m.bank_csv_role_name,
  counterAccount: m.bank_csv_role_counter_account,
  counterBic: m.bank_csv_role_counter_bic,
  account: m.bank_csv_role_account,
  description: m.bank_csv_role_description,
  balanceAfter: m.bank_csv_role_balance_after,
  balanceBefore: m.bank_csv_role_balance_before,
  currency: m.bank_csv_role_currency,
  status: m.bank_csv_role_status,
  type: m.bank_csv_role_type,
  endToEnd: m.bank_csv_role_end_to_end,
  mandate: m.bank_csv_role_mandate,
  creditorId: m.bank_csv_role_creditor_id,
  paymentReference: m.bank_csv_role_payment_reference,
  bankReference: m.bank_csv_role_bank_reference,
  fee: m.bank_csv_role_fee,
};

interface CsvMappingPreviewProps {
  readonly file: ConvertedFileSummary;
  readonly onApply: (fileName: string, mapping: CsvMapping) => void;
}

/**
 * What we read each column of a CSV export as, with its first values, for the user to correct; open
 * when the layout was inferred (no known bank). Applying converts the file again and remembers it.
 */
export function CsvMappingPreview({ file, onApply }: CsvMappingPreviewProps): ReactElement | null {
  const id = useId();
  const csv = file.csv;
  const [roles, setRoles] = useState<readonly (CsvRole | null)[]>(csv?.mapping.roles ?? []);
  const [problem, setProblem] = useState("");
  if (!csv) return null;
  const apply = (): void => {
    const mapping: CsvMapping = { ...csv.mapping, roles };
    const checked = csvMappingSchema.safeParse(mapping);
    if (!checked.success) {
      setProblem(m.bank_csv_mapping_invalid());
      return;
    }
    setProblem("");
    onApply(file.fileName, mapping);
  };
  return (
    <details
      open={csv.mapping.bank === "" && !csv.remembered}
      className="mt-4 rounded-md border border-gray-200 p-3 dark:border-gray-700"
    >
      <summary className="cursor-pointer font-semibold">
        {m.bank_csv_mapping_heading({ fileName: file.fileName })}
        {csv.mapping.bank ? ` · ${csv.mapping.bank}` : ""}
        {csv.remembered ? ` · ${m.bank_csv_mapping_remembered()}` : ""}
      </summary>
      <p className="mt-2 text-sm">{m.bank_csv_mapping_intro()}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                {m.bank_csv_mapping_column()}
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                {m.bank_csv_mapping_reads_as()}
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                {m.bank_csv_mapping_first_values()}
              </th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role, column) => {
              const header =
                csv.mapping.headers[column] || m.bank_csv_mapping_column_number({ number: column + 1 });
              const selectId = `${id}-${column}`;
              return (
                <tr key={column}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    <label htmlFor={selectId}>{header}</label>
                  </th>
                  <td className="px-2 py-1">
                    <select
                      id={selectId}
                      value={role ?? ""}
                      onChange={(event) => {
                        const value = event.currentTarget.value as CsvRole | "";
                        setRoles((current) => current.map((r, i) => (i === column ? value || null : r)));
                      }}
                      className="rounded-md border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
                    >
                      <option value="">{m.bank_csv_role_ignore()}</option>
                      {CSV_ROLES.map((option) => (
                        <option key={option} value={option}>
                          {ROLE_LABELS[option]()}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-2 py-1 text-gray-700 dark:text-gray-300">
                    {csv.sample
                      .map((row) => row[column] ?? "")
                      .filter(Boolean)
                      .join(" · ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={apply}
        className="mt-3 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500"
      >
        {m.bank_csv_mapping_apply()}
      </button>
    </details>
  );
}
