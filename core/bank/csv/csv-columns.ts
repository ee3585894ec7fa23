import { CSV_ROLES, type CsvRole, datePriority } from "./header-roles";
import type { CsvMapping } from "./infer-mapping";

/** Column indices per role, as the row reader uses them (-1: absent). */
export interface CsvColumns {
  /** Booking date columns, preferred first; a later one is used where an earlier is empty. */
  readonly dates: readonly number[];
  readonly descriptions: readonly number[];
  readonly single: Readonly<Record<CsvRole, number>>;
}

export function resolveColumns(mapping: CsvMapping): CsvColumns {
  const single = {} as Record<CsvRole, number>;
  const dates: number[] = [];
  const descriptions: number[] = [];
  mapping.roles.forEach((role, column) => {
    if (role === "date") dates.push(column);
    else if (role === "description") descriptions.push(column);
    else if (role !== null && single[role] === undefined) single[role] = column;
  });
  dates.sort(
    (a, b) => datePriority(mapping.headers[a] ?? "") - datePriority(mapping.headers[b] ?? "") || a - b,
  );
  const resolved = Object.fromEntries(CSV_ROLES.map((role) => [role, single[role] ?? -1])) as Record<
    CsvRole,
    number
  >;
  return { dates, descriptions, single: resolved };
}
