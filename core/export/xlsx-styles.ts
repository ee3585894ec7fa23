import { xmlAttribute } from "./xlsx-xml";

export interface StyleTable {
  readonly xml: string;
  /** The cell style index for a column's number format, or undefined for the default style. */
  styleFor(numberFormat: string | undefined): number | undefined;
}

/** The fixed styles: 0 default, 1 bold header, 2 ISO date for date cells in columns without a format. */
const FIXED_STYLES = 3;
const FIRST_CUSTOM_FORMAT_ID = 164;
const DEFAULT_DATE_FORMAT = "yyyy-mm-dd";

/** styles.xml with one cell format per distinct number format the columns ask for. */
export function buildStyles(numberFormats: readonly (string | undefined)[]): StyleTable {
  const formats = [DEFAULT_DATE_FORMAT];
  for (const format of numberFormats) {
    if (format && !formats.includes(format)) formats.push(format);
  }
  const numFmts = formats
    .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT_ID + i}" formatCode="${xmlAttribute(code)}"/>`)
    .join("");
  const customXfs = formats
    .slice(1)
    .map(
      (_, i) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT_ID + i + 1}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join("");
  const xml =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${formats.length}">${numFmts}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${FIXED_STYLES + formats.length - 1}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    `<xf numFmtId="${FIRST_CUSTOM_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
    `${customXfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    "</styleSheet>";
  return {
    xml,
    styleFor(numberFormat) {
      if (!numberFormat) return undefined;
      const index = formats.indexOf(numberFormat);
      return index === 0 ? 2 : FIXED_STYLES + index - 1;
    },
  };
}
