import { quarterOf } from "../dashboard/periods";
import { addDays, daysBetween, parseIsoDate } from "../invoice/model";

export { addDays, daysBetween, parseIsoDate, quarterOf };

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Every month from the month of `from` to the month of `to`, oldest first ("2026-01" … "2026-12"). */
export function listMonths(from: string, to: string): string[] {
  const start = Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)) - 1;
  const end = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let index = start; index <= end; index += 1)
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  return months;
}

/** Every quarter touched by the period, oldest first. */
export function listQuarters(from: string, to: string): string[] {
  const quarters: string[] = [];
  for (const month of listMonths(from, to)) {
    const quarter = quarterOf(`${month}-01`);
    if (quarters[quarters.length - 1] !== quarter) quarters.push(quarter);
  }
  return quarters;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); both must be real dates. */
export function daysFrom(from: string, to: string): number {
  const days = daysBetween(from, to);
  if (days === null) throw new Error(`not a date: ${from} or ${to}`);
  return days;
}

export function earlierOf(left: string, right: string): string {
  return left <= right ? left : right;
}
