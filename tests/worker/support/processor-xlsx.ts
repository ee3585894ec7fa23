import { strFromU8, unzipSync } from "fflate";

export interface XlsxCellRead {
  readonly type: "s" | "n";
  readonly value: string;
  readonly style: number;
}

function unescapeXml(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

/** The first sheet's cells by reference ("N2"), read with an unzip and the cell markup only. */
export function readFirstSheet(bytes: Uint8Array): Map<string, XlsxCellRead> {
  const files = unzipSync(bytes);
  const sheet = files["xl/worksheets/sheet1.xml"];
  if (!sheet) throw new Error("no first sheet");
  const cells = new Map<string, XlsxCellRead>();
  const pattern = /<c r="([A-Z]+\d+)"([^>]*)>(?:<v>([^<]*)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g;
  for (const match of strFromU8(sheet).matchAll(pattern)) {
    const attributes = match[2] ?? "";
    const style = Number(/ s="(\d+)"/.exec(attributes)?.[1] ?? "0");
    const inline = match[4] !== undefined;
    cells.set(match[1] ?? "", {
      type: inline ? "s" : "n",
      value: unescapeXml(inline ? (match[4] ?? "") : (match[3] ?? "")),
      style,
    });
  }
  return cells;
}

/** Days since 1899-12-30 (Excel's serial date) as YYYY-MM-DD. */
export function serialToDate(serial: number): string {
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}
