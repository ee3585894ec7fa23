import { type ImportResult, importError } from "./import-error";
import { parseXml } from "./xml-stream";
import { readEntryText, type ZipArchive } from "./zip-directory";

export interface WorkbookSheet {
  readonly name: string;
  readonly path: string;
}

export interface WorkbookInfo {
  readonly sheets: readonly WorkbookSheet[];
  readonly date1904: boolean;
  readonly sharedStrings: readonly string[];
  /** Per cell style index: does its number format show a date? */
  readonly dateStyles: readonly boolean[];
}

const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "");
  return /[dmyhs]/i.test(bare) && !/^[#0.,%\s]+$/.test(bare);
}

function resolvePath(target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = `xl/${target}`.split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part !== ".") out.push(part);
  }
  return out.join("/");
}

function readRelationships(text: string): ImportResult<Map<string, string>> {
  const targets = new Map<string, string>();
  const parsed = parseXml(text, {
    open: (name, attributes) => {
      if (name === "Relationship" && attributes.Id && attributes.Target) {
        targets.set(attributes.Id, resolvePath(attributes.Target));
      }
    },
    close: () => {},
    text: () => {},
  });
  return parsed.ok ? { ok: true, value: targets } : parsed;
}

function readSharedStrings(text: string | null): ImportResult<string[]> {
  const strings: string[] = [];
  if (!text) return { ok: true, value: strings };
  let current = "";
  let inText = false;
  let inPhonetic = false;
  const parsed = parseXml(text, {
    open: (name) => {
      if (name === "si") current = "";
      else if (name === "t") inText = true;
      else if (name === "rPh") inPhonetic = true;
    },
    close: (name) => {
      if (name === "si") strings.push(current);
      else if (name === "t") inText = false;
      else if (name === "rPh") inPhonetic = false;
    },
    text: (value) => {
      if (inText && !inPhonetic) current += value;
    },
  });
  return parsed.ok ? { ok: true, value: strings } : parsed;
}

function readDateStyles(text: string | null): ImportResult<boolean[]> {
  const styles: boolean[] = [];
  if (!text) return { ok: true, value: styles };
  const customDates = new Set<number>();
  let inCellXfs = false;
  const parsed = parseXml(text, {
    open: (name, attributes) => {
      if (name === "numFmt" && isDateFormatCode(attributes.formatCode ?? "")) {
        customDates.add(Number(attributes.numFmtId));
      } else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    close: (name) => {
      if (name === "cellXfs") inCellXfs = false;
    },
    text: () => {},
  });
  return parsed.ok ? { ok: true, value: styles } : parsed;
}

/** Sheet names and paths, shared strings and date styles: everything a sheet needs to be read. */
export function readWorkbookInfo(archive: ZipArchive): ImportResult<WorkbookInfo> {
  const workbook = readEntryText(archive, "xl/workbook.xml");
  if (!workbook.ok) return workbook;
  const rels = readEntryText(archive, "xl/_rels/workbook.xml.rels");
  if (!rels.ok) return rels;
  if (!workbook.value || !rels.value || !archive.entries.has("[Content_Types].xml")) {
    return importError("not-xlsx", "This ZIP file is not an Excel workbook (.xlsx).");
  }
  const targets = readRelationships(rels.value);
  if (!targets.ok) return targets;
  const sheets: WorkbookSheet[] = [];
  let date1904 = false;
  const parsed = parseXml(workbook.value, {
    open: (name, attributes) => {
      if (name === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
      if (name !== "sheet") return;
      const id = attributes["r:id"] ?? Object.entries(attributes).find(([key]) => key.endsWith(":id"))?.[1];
      const path = id ? targets.value.get(id) : undefined;
      if (path && archive.entries.has(path))
        sheets.push({ name: attributes.name ?? `Sheet ${sheets.length + 1}`, path });
    },
    close: () => {},
    text: () => {},
  });
  if (!parsed.ok) return parsed;
  if (sheets.length === 0) return importError("no-rows", "This workbook has no worksheets.");
  const sharedText = readEntryText(archive, "xl/sharedStrings.xml");
  if (!sharedText.ok) return sharedText;
  const shared = readSharedStrings(sharedText.value);
  if (!shared.ok) return shared;
  const stylesText = readEntryText(archive, "xl/styles.xml");
  if (!stylesText.ok) return stylesText;
  const styles = readDateStyles(stylesText.value);
  if (!styles.ok) return styles;
  return { ok: true, value: { sheets, date1904, sharedStrings: shared.value, dateStyles: styles.value } };
}
