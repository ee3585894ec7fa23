import { type ReactElement, useId, useState } from "react";
import {
  type AnalyticsSearch,
  findPeriodProblem,
  PERIOD_KINDS,
  type PeriodKind,
} from "../../../core/analytics/analytics-period";
import { quarterOf, shiftQuarter } from "../../../core/dashboard/periods";
import { m } from "../../../core/i18n/messages";
import { describePeriodProblem, namePeriod } from "./analytics-text";
import { formatQuarter } from "./format";

const FIELD =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-900";

function recentQuarters(today: string): string[] {
  const current = quarterOf(today);
  return Array.from({ length: 8 }, (_, back) => shiftQuarter(current, -back));
}

/** Period and customer choice; every change goes into the URL's search params. */
export function AnalyticsFilters({
  search,
  today,
  from,
  to,
  customers,
  onChange,
}: {
  readonly search: AnalyticsSearch;
  readonly today: string;
  readonly from: string;
  readonly to: string;
  readonly customers: readonly string[];
  readonly onChange: (next: AnalyticsSearch) => void;
}): ReactElement {
  const id = useId();
  const period: PeriodKind = search.period ?? "last-12-months";
  const [customFrom, setCustomFrom] = useState(search.from ?? from);
  const [customTo, setCustomTo] = useState(search.to ?? to);
  const customProblem = period === "custom" ? findPeriodProblem(customFrom, customTo) : null;

  const choosePeriod = (next: PeriodKind): void => {
    if (next === "custom") onChange({ ...search, period: next, from: customFrom, to: customTo });
    else if (next === "quarter")
      onChange({ customer: search.customer, period: next, quarter: quarterOf(today) });
    else onChange({ customer: search.customer, period: next });
  };
  const applyCustom = (nextFrom: string, nextTo: string): void => {
    setCustomFrom(nextFrom);
    setCustomTo(nextTo);
    if (findPeriodProblem(nextFrom, nextTo) === null)
      onChange({ ...search, period: "custom", from: nextFrom, to: nextTo });
  };
  const named = customers.filter((name) => name !== "");
  const customerOptions =
    search.customer && !named.includes(search.customer) ? [search.customer, ...named] : named;

  return (
    <fieldset className="mt-6 grid grid-cols-1 gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-gray-700">
      <legend className="px-1 text-sm font-semibold">{m.analytics_filter_legend()}</legend>
      <label className="block text-sm" htmlFor={`${id}-period`}>
        {m.analytics_period()}
        <select
          id={`${id}-period`}
          className={FIELD}
          value={period}
          onChange={(event) => choosePeriod(event.target.value as PeriodKind)}
        >
          {PERIOD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {namePeriod(kind)}
            </option>
          ))}
        </select>
      </label>
      {period === "quarter" ? (
        <label className="block text-sm" htmlFor={`${id}-quarter`}>
          {m.analytics_quarter()}
          <select
            id={`${id}-quarter`}
            className={FIELD}
            value={search.quarter ?? quarterOf(today)}
            onChange={(event) => onChange({ ...search, quarter: event.target.value })}
          >
            {recentQuarters(today).map((quarter) => (
              <option key={quarter} value={quarter}>
                {formatQuarter(quarter)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {period === "custom" ? (
        <>
          <label className="block text-sm" htmlFor={`${id}-from`}>
            {m.analytics_from()}
            <input
              id={`${id}-from`}
              type="date"
              className={FIELD}
              value={customFrom}
              onChange={(event) => applyCustom(event.target.value, customTo)}
            />
          </label>
          <label className="block text-sm" htmlFor={`${id}-to`}>
            {m.analytics_to()}
            <input
              id={`${id}-to`}
              type="date"
              className={FIELD}
              value={customTo}
              onChange={(event) => applyCustom(customFrom, event.target.value)}
            />
          </label>
        </>
      ) : null}
      <label className="block text-sm" htmlFor={`${id}-customer`}>
        {m.analytics_customer()}
        <select
          id={`${id}-customer`}
          className={FIELD}
          value={search.customer ?? ""}
          onChange={(event) => {
            const { customer: _customer, ...rest } = search;
            onChange(event.target.value === "" ? rest : { ...rest, customer: event.target.value });
          }}
        >
          <option value="">{m.analytics_all_customers()}</option>
          {customerOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {customProblem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4 dark:text-red-300">
          {describePeriodProblem(customProblem)}
        </p>
      ) : null}
    </fieldset>
  );
}
