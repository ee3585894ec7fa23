import { strToU8, zipSync } from "fflate";

/** A minimal hand-made XLSX for tests: inline strings, numbers, a date style, shared strings. */
export function buildTestXlsx(sheets: { name: string; rows: (string | number | null)[][] }[]): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
        .map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_, i) => `<Relationship Id="rId${i + 1}" Type="worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join("")}</Relationships>`,
    ),
    "xl/styles.xml": strToU8(
      `<?xml version="1.0"?><styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
    ),
    "xl/sharedStrings.xml": strToU8(`<?xml version="1.0"?><sst><si><t>Shared &amp; string</t></si></sst>`),
  };
  sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row
            .map((value, c) => {
              const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
              if (value === null) return "";
              if (typeof value === "number") return `<c r="${ref}"><v>${value}</v></c>`;
              if (value === "@shared") return `<c r="${ref}" t="s"><v>0</v></c>`;
              if (value.startsWith("@date:")) return `<c r="${ref}" s="1"><v>${value.slice(6)}</v></c>`;
              const escaped = value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
              return `<c r="${ref}" t="inlineStr"><is><t>${escaped}</t></is></c>`;
            })
            .join("")}</row>`,
      )
      .join("");
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
    );
  });
  return zipSync(files);
}
