import { z } from "zod";
import { CSV_ROLES, normaliseHeader } from "./header-roles";
import type { CsvMapping } from "./infer-mapping";

/** A corrected mapping and the layout it belongs to. */
export interface RememberedMapping {
  readonly signature: string;
  readonly mapping: CsvMapping;
}

/** Columns and header text a remembered mapping may have: far beyond any bank export, bounded for storage. */
export const MAX_MAPPING_COLUMNS = 200;
const MAX_HEADER_LENGTH = 200;
export const MAX_SIGNATURE_LENGTH = 4000;

/** A column mapping as the user corrected it, checked at every boundary (route, browser storage). */
export const csvMappingSchema = z
  .strictObject({
    bank: z.string().max(60),
    headerRow: z.number().int().min(-1).max(1000),
    headers: z.array(z.string().max(MAX_HEADER_LENGTH)).min(1).max(MAX_MAPPING_COLUMNS),
    roles: z.array(z.enum(CSV_ROLES).nullable()).min(1).max(MAX_MAPPING_COLUMNS),
    abnDescription: z.boolean().optional(),
  })
  .refine((mapping) => mapping.headers.length === mapping.roles.length, {
    message: "Give one role (or null) per column.",
  })
  .refine((mapping) => mapping.roles.includes("date"), { message: "A date column is required." })
  .refine((mapping) => ["amount", "debit", "credit"].some((role) => mapping.roles.includes(role as never)), {
    message: "An amount column (or debit and credit columns) is required.",
  });

/**
 * What identifies a layout: its header cells, normalised (case, spaces, quotes), in order; a file
 * without a header row is known by its number of columns. The same bank export gives the same
 * signature each month, whatever its rows.
 */
export function csvHeaderSignature(mapping: Pick<CsvMapping, "headerRow" | "headers">): string {
  if (mapping.headerRow < 0) return `columns:${mapping.headers.length}`;
  return `headers:${mapping.headers.map((header) => normaliseHeader(header)).join("|")}`.slice(
    0,
    MAX_SIGNATURE_LENGTH,
  );
}

/**
 * The remembered mapping for a freshly read file of the same layout, with the header row where this
 * file has it (the number of preamble lines can differ); null when it does not fit the file.
 */
export function applyRememberedMapping(fresh: CsvMapping, remembered: CsvMapping): CsvMapping | null {
  if (remembered.roles.length !== fresh.headers.length) return null;
  if (csvHeaderSignature(remembered) !== csvHeaderSignature(fresh)) return null;
  return { ...remembered, headerRow: fresh.headerRow, headers: fresh.headers };
}
