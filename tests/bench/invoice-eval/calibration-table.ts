import type { Verdict } from "../../../core/invoice/extraction/types";

/**
 * One truth value of a dev set, scored. Any eval can build these (invoices, everyday PDFs, receipts):
 * `set` names the dev set ("everyday", "receipts"), `half` its half (corpus-halves.ts HALF_NAMES),
 * `field` the truth field, `right` whether the extracted value equals the truth, and `verdict` the
 * extracted field's verdict (null when nothing was read: such a unit counts, never as sure).
 */
export interface CalibrationUnit {
  readonly set: string;
  readonly half: string;
  readonly field: string;
  readonly right: boolean;
  readonly verdict: Verdict | null;
}

export interface CalibrationRow {
  readonly set: string;
  readonly half: string;
  /** A truth field, or "all fields". */
  readonly field: string;
  readonly units: number;
  readonly sure: number;
  readonly sureRight: number;
  /** Right values among all units, sure or not. */
  readonly right: number;
}

export const ALL_FIELDS = "all fields";

/** Per set, half and field (and over all fields): how many units are sure and how many sure ones are right. */
export function calibrate(units: readonly CalibrationUnit[]): CalibrationRow[] {
  const rows = new Map<string, CalibrationRow>();
  const add = (unit: CalibrationUnit, field: string): void => {
    const key = JSON.stringify([unit.set, unit.half, field]);
    const row = rows.get(key) ?? {
      set: unit.set,
      half: unit.half,
      field,
      units: 0,
      sure: 0,
      sureRight: 0,
      right: 0,
    };
    const sure = unit.verdict === "sure";
    rows.set(key, {
      ...row,
      units: row.units + 1,
      sure: row.sure + (sure ? 1 : 0),
      sureRight: row.sureRight + (sure && unit.right ? 1 : 0),
      right: row.right + (unit.right ? 1 : 0),
    });
  };
  for (const unit of units) {
    add(unit, unit.field);
    add(unit, ALL_FIELDS);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.set.localeCompare(b.set) ||
      a.half.localeCompare(b.half) ||
      Number(a.field === ALL_FIELDS) - Number(b.field === ALL_FIELDS) ||
      a.field.localeCompare(b.field),
  );
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "     -" : `${((part / whole) * 100).toFixed(1).padStart(5)}%`;
}

/**
 * The calibration table: per set, half and field the share of units marked sure and the precision of
 * sure (right among sure; the target is ≥ 98 %), with the counts behind them.
 */
export function formatCalibrationTable(units: readonly CalibrationUnit[]): string {
  const lines = [
    `${"set / half / field".padEnd(44)} units   sure share   sure right   (sure, sure right, right)`,
  ];
  let current = "";
  for (const row of calibrate(units)) {
    const group = `${row.set} · half ${row.half}`;
    if (group !== current) {
      lines.push(group);
      current = group;
    }
    lines.push(
      `  ${row.field.padEnd(42)} ${String(row.units).padStart(5)}   ${percent(row.sure, row.units)}       ${percent(row.sureRight, row.sure)}      (${row.sure}, ${row.sureRight}, ${row.right})`,
    );
  }
  return lines.join("\n");
}
