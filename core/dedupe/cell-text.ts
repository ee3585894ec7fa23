import type { Cell } from "./types";

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** The text a person sees for a cell; dates as `YYYY-MM-DD` (with time when it has one). */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "boolean") return cell ? "TRUE" : "FALSE";
  const date = `${pad(cell.getUTCFullYear(), 4)}-${pad(cell.getUTCMonth() + 1, 2)}-${pad(cell.getUTCDate(), 2)}`;
  const hasTime = cell.getUTCHours() + cell.getUTCMinutes() + cell.getUTCSeconds() > 0;
  if (!hasTime) return date;
  return `${date} ${pad(cell.getUTCHours(), 2)}:${pad(cell.getUTCMinutes(), 2)}:${pad(cell.getUTCSeconds(), 2)}`;
}

export function isEmptyCell(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}
