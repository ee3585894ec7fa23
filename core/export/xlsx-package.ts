import { columnName } from "./xlsx-column";
import { xmlAttribute } from "./xlsx-xml";

/** The package parts around the sheets (ECMA-376 Part 2): content types, relationships, workbook. */
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join("");
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets}</Types>`;
}

export function workbookXml(
  sheets: readonly { readonly columns: readonly unknown[]; readonly autoFilter?: boolean }[],
  names: readonly string[],
  lastRows: readonly number[],
): string {
  const entries = names
    .map((name, i) => `<sheet name="${xmlAttribute(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  // Excel records an autofilter's range as this hidden defined name; without it some versions drop the filter.
  const filters = sheets
    .map((sheet, i) =>
      sheet.autoFilter ? filterName(names[i] ?? "", i, sheet.columns.length, lastRows[i] ?? 1) : "",
    )
    .join("");
  const defined = filters ? `<definedNames>${filters}</definedNames>` : "";
  return `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><bookViews><workbookView/></bookViews><sheets>${entries}</sheets>${defined}</workbook>`;
}

function filterName(name: string, index: number, columns: number, lastRow: number): string {
  const quoted = `'${name.replaceAll("'", "''")}'`;
  return `<definedName name="_xlnm._FilterDatabase" localSheetId="${index}" hidden="1">${xmlAttribute(quoted)}!$A$1:$${columnName(Math.max(columns, 1) - 1)}$${lastRow}</definedName>`;
}

export function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join("");
  const styles = `<Relationship Id="rId${sheetCount + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`;
  return `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets}${styles}</Relationships>`;
}
